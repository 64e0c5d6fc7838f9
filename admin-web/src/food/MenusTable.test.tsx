import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import type { MenuItem } from './food-types';
import { MenusTable } from './MenusTable';

function dishOf(id: number, name: string, tiffin: boolean): MenuItem {
  return {
    id,
    name,
    description: `${name}, home style`,
    price: 140,
    imageUrl: '/media/thali.png',
    images: [],
    isVeg: true,
    active: true,
    ingredients: null,
    nameHi: null,
    descriptionHi: null,
    tiffin,
    createdAt: '2026-11-22T09:00:00.000Z',
    updatedAt: '2026-11-22T09:00:00.000Z',
  };
}

afterEach(cleanup);

describe('the dishes table', () => {
  it("marks the tiffin dishes with a 'Tiffin' chip, and only those", async () => {
    const dishes = [dishOf(1, 'Rajma Chawal', true), dishOf(2, 'Paneer Tikka', false)];
    const getList = () => Promise.resolve({ data: dishes, total: dishes.length });
    const noop = () => undefined;
    render(
      <AdminContext dataProvider={testDataProvider({ getList: getList as unknown as DataProvider['getList'] })} i18nProvider={i18nProvider}>
        <MenusTable search="" onEdit={noop} onSchedule={noop} onDelete={noop} />
      </AdminContext>,
    );
    const rajma = await screen.findByRole('row', { name: /Rajma Chawal/ });
    expect(rajma.querySelector('.MuiChip-root')?.textContent).toBe('Tiffin');
    const paneer = screen.getByRole('row', { name: /Paneer Tikka/ });
    expect(Array.from(paneer.querySelectorAll('.MuiChip-root'), (chip) => chip.textContent)).toEqual(['Veg']);
  });
});
