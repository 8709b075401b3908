// A game's entry in GET /api/games (name, options, player counts), or null
// when the server does not list it or cannot be reached.
export async function fetchGameInfo(gameId) {
  try {
    const response = await fetch('/api/games');
    const body = await response.json();
    const games = Array.isArray(body) ? body : body.games || [];
    return games.find((game) => game.id === gameId) || null;
  } catch {
    return null;
  }
}
