import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderTemplate, TEMPLATES, TemplateInfo, TemplateName } from './whatsapp-templates';

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The row docs/whatsapp.md shows for one template: what is submitted to Meta must be what the server sends. */
function docRow(name: TemplateName): string {
  const info: TemplateInfo = TEMPLATES[name];
  return `| \`${name}\` | ${info.category} | ${info.variables.join('; ')} | ${cell(info.body.en)} | ${cell(info.body.hi)} |`;
}

describe('WhatsApp templates', () => {
  it('are listed in docs/whatsapp.md exactly as the server sends them', () => {
    const doc = readFileSync(join(__dirname, '../../../docs/whatsapp.md'), 'utf8');
    const table = doc.slice(doc.indexOf('<!-- templates:start -->'), doc.indexOf('<!-- templates:end -->')).split('\n').slice(3, -1);
    expect(table).toEqual((Object.keys(TEMPLATES) as TemplateName[]).map(docRow));
  });

  it('number their variables from 1 without gaps, in both languages', () => {
    for (const [name, info] of Object.entries(TEMPLATES) as [TemplateName, TemplateInfo][]) {
      for (const body of Object.values(info.body)) {
        const used = [...body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1])).sort((a, b) => a - b);
        expect({ name, used }).toEqual({ name, used: info.variables.map((_, index) => index + 1) });
      }
    }
  });

  it('render with their variables, and refuse the wrong number of them', () => {
    expect(renderTemplate('order_ready', 'en', ['Asha', 'HK-1042', '27 Nov 2026, 12:30 pm – 12:45 pm', 'Amount paid: ₹498'])).toBe(
      'Hello Asha, your order HK-1042 is ready for pickup. Pickup: 27 Nov 2026, 12:30 pm – 12:45 pm. Amount paid: ₹498.',
    );
    expect(() => renderTemplate('dish_back', 'hi', ['Dal'])).toThrow('Template dish_back takes 2 variables, got 1');
  });
});
