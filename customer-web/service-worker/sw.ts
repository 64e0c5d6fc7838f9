/// <reference lib="webworker" />
/**
 * The customer site's service worker (built to /sw.js by ./vite-plugin.ts). It keeps the app shell (index.html and the
 * build's scripts and styles) so the site opens offline and installs as an app; menus, carts and orders always come
 * from the network, and the app says when there is none. It also shows the kitchen's Web Push notifications and
 * opens the page each one names.
 */
/** Replaced at build time: the build's files, and a version that changes whenever they do. */
declare const SHELL_FILES: string[];
declare const SHELL_VERSION: string;

const worker = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `hk-shell-${SHELL_VERSION}`;
const SHELL_PAGE = '/index.html';
/** Paths the worker leaves to the network untouched: the API, the admin console, dish images and uploads. */
const NOT_THE_SHELL = ['/api/', '/admin', '/media/', '/uploads/'];

interface PushNotice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL_PAGE, ...SHELL_FILES]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('hk-shell-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin || NOT_THE_SHELL.some((path) => url.pathname.startsWith(path)))
    return;
  if (request.mode === 'navigate') {
    // The network first, so a new build shows at once; the kept shell when there is no network.
    event.respondWith(fetch(request).catch(() => caches.match(SHELL_PAGE, { cacheName: CACHE }).then((page) => page ?? Response.error())));
  } else if (url.pathname.startsWith('/assets/')) {
    // Build files are named by their content, so a kept copy is always right. The server varies them by Origin, which
    // a module script's request carries and the worker's own did not: matched on it, no script would ever be found.
    event.respondWith(caches.match(request, { cacheName: CACHE, ignoreVary: true }).then((kept) => kept ?? fetch(request)));
  }
});

worker.addEventListener('push', (event) => {
  const notice = readNotice(event.data);
  event.waitUntil(
    worker.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      data: { url: notice.url },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
    }),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(String((event.notification.data as { url?: string } | null)?.url ?? '/'), worker.location.origin);
  const url = target.origin === worker.location.origin ? target.href : worker.location.origin;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const same = windows.find((client) => client.url === url);
      if (same) return same.focus();
      const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
      if (open) return (await open.navigate(url))?.focus();
      return worker.clients.openWindow(url);
    }),
  );
});

function readNotice(data: PushMessageData | null): PushNotice {
  try {
    const parsed = data?.json() as Partial<PushNotice> | undefined;
    if (parsed?.title) return { title: parsed.title, body: parsed.body ?? '', url: parsed.url ?? '/', tag: parsed.tag ?? 'home-kitchen' };
  } catch {
    // Not JSON: shown as plain text below.
  }
  return { title: 'Home Kitchen', body: data?.text() ?? '', url: '/', tag: 'home-kitchen' };
}
