import { escapeHtml } from '../common/escape-html';

const KITCHEN_NAME = 'Home Kitchen';

/**
 * Plain-text and HTML bodies in the kitchen's voice from a heading and paragraphs; `footer` lines (the seller's
 * legal details) close the message in small print.
 */
export function kitchenEmail(heading: string, paragraphs: string[], footer: string[] = []): { text: string; html: string } {
  const text = [heading, '', ...paragraphs.flatMap((paragraph) => [paragraph, '']), `— ${KITCHEN_NAME}`, ...footer].join('\n');
  const html = [
    '<div style="font-family:Arial,sans-serif;max-width:560px;margin:auto;color:#2d2a26">',
    `<h2 style="color:#b5471b">${escapeHtml(heading)}</h2>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p style="color:#7a716a">— ${KITCHEN_NAME}</p>`,
    ...footer.map((line) => `<p style="color:#7a716a;font-size:12px;margin:0">${escapeHtml(line)}</p>`),
    '</div>',
  ].join('');
  return { text, html };
}
