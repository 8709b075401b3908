// One view module per game. The rest of the client knows no particular game:
// it asks this registry for the module of `room.game` and falls back to a
// plain move list for games without a view yet.
const loaders = {
  jackaroo: () => import('./jackaroo/view.js'),
  kangaroo: () => import('./kangaroo/view.js'),
  kanga: () => import('./kanga/view.js'),
  kangaruse: () => import('./kangaruse/view.js'),
};

export async function loadGameModule(gameId) {
  const load = loaders[gameId] || (() => import('./generic/view.js'));
  return load();
}
