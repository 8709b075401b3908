// Registers the service worker (../sw.js): it keeps the client's own files
// for a fast start and shows push notifications. Only where the browser has
// service workers (a secure context: https, or localhost), and only once the
// page has loaded, so that it never competes with the page for the network.
// A browser without one runs the client exactly as before.
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, a policy): the page works without it.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
