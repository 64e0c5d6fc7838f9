/** What both SPAs' Vite configurations share (this file sits outside both web workspaces, as vite-precompress does). */

const API_TARGET = 'http://localhost:3000';

/**
 * A build is a production build even when the shell has NODE_ENV=development: Vite would otherwise ship development
 * React (and react-admin) to users, and the customer site's prerendered pages would not match.
 */
export function productionBuilds(command: 'build' | 'serve'): void {
  if (command === 'build') process.env.NODE_ENV = 'production';
}

/** The dev server on `port`, with the API, uploads and dish media proxied to the local server. */
export function devServer(port: number) {
  const toServer = { target: API_TARGET, changeOrigin: true };
  return { port, proxy: { '/api': toServer, '/uploads': toServer, '/media': toServer } };
}
