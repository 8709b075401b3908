#include "how_to_play.hpp"

#include <array>
#include <string_view>

#include "cards.hpp"

namespace kangaroom::engine::jackaroo {

namespace {

struct CardText {
  std::string_view name;
  std::string_view text;
};

// Indexed by rank - 1 (ace 1 ... king 13). What each card does follows
// movegen.cpp and movement.cpp; "your marbles" are your partner's once all of
// yours are safe (team assist), which the turn paragraph explains.
constexpr std::array<CardText, 13> cards = {{
    {"Ace",
     "Bring a marble from your Home onto your start space, or move one of your marbles 1 or 11 "
     "spaces forward. A marble of another colour on your start is sent back to its Home; if your "
     "own marble stands there, you cannot bring one out."},
    {"Two", "Move one of your marbles 2 spaces forward."},
    {"Three", "Move one of your marbles 3 spaces forward."},
    {"Four",
     "Move one of your marbles on the track 4 spaces backward. It may pass other colours' "
     "marbles but not your own, and landing on another colour's marble sends it Home. A backward "
     "move never enters the safe zone: backing up from your start leaves the marble just short "
     "of your safe zone, ready to go in with a later card."},
    {"Five",
     "Move any marble on the track 5 spaces forward: your own, your partner's or an opponent's. "
     "The moved marble follows its owner's rules: it may not pass or land on its owner's own "
     "marbles, it goes into its owner's safe zone only by an exact count, and any other marble "
     "it lands on (yours included) is sent Home. In a team game you may instead bring a marble "
     "from your partner's Home onto their start and move it 5 spaces on. With start protection "
     "set to full, another colour's marble on its own start cannot be moved."},
    {"Six", "Move one of your marbles 6 spaces forward."},
    {"Seven",
     "Move one of your marbles 7 spaces forward, or split the 7 between two of your marbles "
     "(for example 3 and 4; each part at least 1). The two parts are made one after the other, "
     "in the order you choose, and each landing can send a marble Home."},
    {"Eight", "Move one of your marbles 8 spaces forward."},
    {"Nine", "Move one of your marbles 9 spaces forward."},
    {"Ten",
     "Move one of your marbles 10 spaces forward, or burn: the next player in turn order who "
     "still holds cards spends their next turn discarding one card of their choice and does "
     "nothing else. You cannot burn when nobody else holds a card."},
    {"Jack",
     "Swap one of your marbles on the track with a marble of another colour on the track (an "
     "opponent's or your partner's). Nothing is sent Home by a swap. Marbles at Home or in a "
     "safe zone cannot be swapped, and with start protection set to full neither can another "
     "colour's marble on its own start."},
    {"Queen", "Move one of your marbles 12 spaces forward."},
    {"King",
     "Bring a marble from your Home onto your start space, or move one of your marbles 13 "
     "spaces forward. The 13-space move sends every marble it passes on the track back to its "
     "Home, your own included, except marbles standing on their own start. It still may not "
     "land on your own marble, and a marble it lands on is sent Home as usual."},
}};

}  // namespace

HowToPlay how_to_play() {
  HowToPlay rules;
  rules.goal =
      "Race your 4 marbles from your Home once around the track and into your safe zone, using "
      "cards to move them. With 4 players, partners sitting opposite each other play as a team "
      "and win together once all 8 of their marbles are safe. With 2 or 3 players everyone plays "
      "alone, and the first to get all 4 marbles into their safe zone wins.";
  rules.setup =
      "The track is a loop of 76 spaces. Each player has a Home holding 4 marbles, a start space, "
      "a safe stop (the space just before the start) and a safe zone of 4 spaces that turns off "
      "the track at the safe stop. The deck has 52 cards without jokers, and suits do not matter. "
      "A random player deals first; cards come in sets of three rounds (4, 4, then 5 cards each), "
      "and after each set the dealer moves one seat clockwise and all 52 cards are shuffled "
      "again. A marble on its own start is only safe from a King passing it, but with start "
      "protection set to full no other colour may pass it, land on it, swap it or move it.";
  rules.turn =
      "Each round starts with the player to the dealer's left and goes clockwise, one card per "
      "turn, until every hand is empty. You must play one card, use one of its abilities and "
      "move the full count; only if no card in your hand can be used do you discard one card of "
      "your choice instead. Marbles move clockwise and may pass other colours' marbles but never "
      "their owner's; a marble may not land on its owner's marble and sends any other marble it "
      "lands on (a partner's too) back Home. A marble goes round only once: it enters its safe "
      "zone by an exact count, moves on inside it without passing, and cannot get in while "
      "another colour's marble stands on its safe stop; marbles at Home or in a safe zone cannot "
      "be moved, swapped or landed on by others, except as the 5 and team play allow. In a team "
      "game, once all 4 of your marbles are safe, you play your partner's marbles as if they "
      "were yours.";
  rules.end =
      "The game ends as soon as a team has all 8 of its marbles in its two safe zones, or, "
      "without teams, as soon as one player has all 4 marbles in their safe zone. Until then "
      "rounds and sets of cards keep coming, up to the room's set limit (40 sets unless the room "
      "chose otherwise): if nobody has won by the end of the last set, the team or player with "
      "the most marbles in safe zones wins, and equal counts share the win.";
  rules.scoring =
      "There are no points: the team or player that gets every marble home first wins, and "
      "partners win together. The others are ranked by how many of their marbles are in safe "
      "zones, counting both partners' marbles for a team.";
  rules.entries_title = "Cards";
  for (int rank = 1; rank <= 13; ++rank) {
    const CardText& card = cards[static_cast<std::size_t>(rank - 1)];
    rules.entries.push_back(
        {std::string(rank_text(rank)), std::string(card.name), std::string(card.text)});
  }
  return rules;
}

}  // namespace kangaroom::engine::jackaroo
