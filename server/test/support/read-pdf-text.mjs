// Reads a PDF on stdin and prints its pages' text as a JSON array. Run as its own Node process because pdf.js
// loads its worker with a dynamic import, which Jest's CommonJS sandbox refuses.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
const { pages } = await parser.getText();
await parser.destroy();
process.stdout.write(JSON.stringify(pages.map((page) => page.text)));
