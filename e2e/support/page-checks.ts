import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** A phone the size most of our customers hold (CSS pixels). */
export const PHONE = { width: 390, height: 844 } as const;
export const LAPTOP = { width: 1366, height: 850 } as const;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * How far the page reaches past the device's width. Mobile emulation widens `innerWidth` to fit wide content,
 * so the comparison is with the width we asked for, never with what the page reports about itself.
 */
export async function horizontalOverflow(page: Page, deviceWidth: number): Promise<number> {
  const widest = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  return widest - deviceWidth;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core's WCAG 2.0–2.2 A and AA rules in the page and answers the serious and critical violations. */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  const alreadyLoaded = await page.evaluate(() => 'axe' in window);
  // Evaluated rather than added as a script tag: our Content-Security-Policy rightly refuses inline scripts.
  if (!alreadyLoaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}

/**
 * Waits until the app holds the page: the first element matching `selector` is one React drew or adopted (React keeps
 * its fiber on the element). The server draws /menu and dish pages, so their headings and buttons show before the app
 * runs. A tap on a drawn button is kept until the app holds the page (docs/decisions.md), but typing, a filter or a
 * measured interaction is the app's: a test that does those waits for this.
 */
export async function appHolds(page: Page, selector = 'h1'): Promise<void> {
  await page.waitForFunction((wanted) => {
    const element = document.querySelector(wanted);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}
