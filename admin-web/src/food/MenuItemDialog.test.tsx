import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider, type CreateParams, type DataProvider, type UpdateParams } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import type { MenuItem } from './food-types';
import { MenuItemDialog } from './MenuItemDialog';

const dish: MenuItem = {
  id: 1,
  name: 'Paneer Butter Masala',
  description: 'Soft paneer cubes in a tomato, butter and cashew gravy.',
  price: 249,
  imageUrl: '/media/dishes/paneer-butter-masala.svg',
  images: [],
  isVeg: true,
  active: true,
  ingredients: null,
  nameHi: 'पनीर बटर मसाला',
  descriptionHi: null,
  tiffin: false,
  createdAt: '2026-11-22T09:00:00.000Z',
  updatedAt: '2026-11-22T09:00:00.000Z',
};

function renderDialog(item: MenuItem | null) {
  const create = vi.fn((_resource: string, _params: CreateParams) => Promise.resolve({ data: dish }));
  const update = vi.fn((_resource: string, _params: UpdateParams) => Promise.resolve({ data: dish }));
  const onClose = vi.fn();
  render(
    <AdminContext
      dataProvider={testDataProvider({
        create: create as unknown as DataProvider['create'],
        update: update as unknown as DataProvider['update'],
      })}
      i18nProvider={i18nProvider}
    >
      <MenuItemDialog open item={item} onClose={onClose} />
    </AdminContext>,
  );
  return { create, update, onClose };
}

/** A field by its form name; the Hindi fields' labels contain the English ones'. */
const field = (name: string) => screen.getByRole('dialog').querySelector<HTMLInputElement>(`[name=${name}]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

afterEach(cleanup);

describe('MenuItemDialog', () => {
  it('saves a new dish with its Hindi name and description', async () => {
    const { create, onClose } = renderDialog(null);
    type('name', 'Gongura Chicken');
    type('description', 'Sorrel-leaf chicken curry, Andhra style');
    type('nameHi', ' गोंगूरा चिकन ');
    type('descriptionHi', 'आंध्र शैली की खट्टी पत्तियों वाली चिकन करी');
    type('price', '289.50');
    type('imageUrl', '/uploads/gongura.png');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      name: 'Gongura Chicken',
      nameHi: 'गोंगूरा चिकन',
      descriptionHi: 'आंध्र शैली की खट्टी पत्तियों वाली चिकन करी',
    });
  });

  it("shows a dish's Hindi name for editing, and clears an emptied one to null", async () => {
    const { update, onClose } = renderDialog(dish);
    const nameHi = field('nameHi');
    expect(nameHi.value).toBe('पनीर बटर मसाला');
    expect(screen.getByLabelText('Name in Hindi')).toBe(nameHi);
    expect(nameHi.getAttribute('lang')).toBe('hi');
    type('nameHi', '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({ nameHi: null, descriptionHi: null });
  });
});
