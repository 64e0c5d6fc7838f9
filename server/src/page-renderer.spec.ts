import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WorkerPageRenderer } from './page-renderer';

/**
 * Stand-in renderers in the worker protocol of customer-web/prerender/page-render-worker.ts: what the server does with
 * answers, slowness, a refusal and a crash. The real renderer is exercised in test/menu/menu-pages.api.spec.ts.
 */
const RENDERERS = {
  echo: `parentPort.on('message', (r) => setTimeout(() => parentPort.postMessage({ id: r.id, document: r.url + ' ' + r.document.length + ' ' + r.timeZone }), 50));`,
  // Declines the first render only: a renderer that asked again would get a page.
  declines: `let asked = 0; parentPort.on('message', (r) => parentPort.postMessage(asked++ === 0 ? { id: r.id, declined: 'another time zone' } : { id: r.id, document: 'drawn' }));`,
  // Dies at its first render only (a mark on disk outlives it): a renderer started again would answer with a page.
  crashes: `import { existsSync, writeFileSync } from 'node:fs'; const mark = new URL('./crashed', import.meta.url); parentPort.on('message', (r) => { if (!existsSync(mark)) { writeFileSync(mark, ''); throw new Error('renderer broke'); } parentPort.postMessage({ id: r.id, document: 'drawn' }); });`,
};

describe('WorkerPageRenderer', () => {
  const folder = mkdtempSync(join(tmpdir(), 'hk-renderer-'));
  const renderers: { close(): Promise<void> }[] = [];
  const page = '<html>the page with its data</html>';

  function rendererOf(kind: keyof typeof RENDERERS) {
    const file = join(folder, `${kind}.mjs`);
    writeFileSync(file, `import { parentPort } from 'node:worker_threads';\n${RENDERERS[kind]}\n`);
    const renderer = WorkerPageRenderer.ofBuild(file, 'Asia/Kolkata')!;
    renderers.push(renderer);
    return renderer;
  }

  afterAll(async () => {
    await Promise.all(renderers.map((renderer) => renderer.close()));
    rmSync(folder, { recursive: true, force: true });
  });

  it('is there only when the site was built with it', () => {
    expect(WorkerPageRenderer.ofBuild(join(folder, 'missing.mjs'), 'Asia/Kolkata')).toBeUndefined();
  });

  it("answers each render with the worker's page, one render at a time: another asked meanwhile gets nothing at once", async () => {
    const renderer = rendererOf('echo');
    const first = renderer.render('/menu', page);
    expect(await renderer.render('/food/1', page)).toBeUndefined();
    expect(await first).toBe(`/menu ${page.length} Asia/Kolkata`);
    expect(await renderer.render('/food/1', page)).toBe(`/food/1 ${page.length} Asia/Kolkata`);
  });

  it('asks no more once the worker declines or fails, and answers a render the failure cut short with nothing', async () => {
    const declining = rendererOf('declines');
    expect(await declining.render('/menu', page)).toBeUndefined();
    expect(await declining.render('/menu', page)).toBeUndefined();

    const crashing = rendererOf('crashes');
    expect(await crashing.render('/menu', page)).toBeUndefined();
    expect(await crashing.render('/menu', page)).toBeUndefined();
  });
});
