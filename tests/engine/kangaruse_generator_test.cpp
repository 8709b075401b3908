// The seeded Kangaruse board generator (RULES.md §1.1, §1.2, §1.6).
//
// The quality checks below are written from the rule text, independently of
// the generator's own evaluator, so that a bug in either shows up here.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/work_deadline.hpp"
#include "kangaruse/board_generator.hpp"

namespace {

using kangaroom::engine::check_work_deadline;
using kangaroom::engine::Rng;
using kangaroom::engine::ScopedWorkDeadline;
using kangaroom::engine::WorkDeadlineExceeded;
using namespace kangaroom::engine::kangaruse;

struct NamedSize {
  const char* name;
  int width;
  int height;
};
constexpr NamedSize named_sizes[] = {
    {"tiny", 6, 5}, {"small", 8, 6}, {"regular", 12, 8}, {"large", 14, 10}, {"huge", 16, 12}};

Board make_board(int width, int height, std::uint64_t seed, Edition edition = Edition::current,
                 bool starts = false) {
  GeneratorOptions options;
  options.width = width;
  options.height = height;
  options.edition = edition;
  options.starting_positions = starts;
  Rng rng(seed);
  return generate_board(options, rng);
}

bool same_board(const Board& a, const Board& b) {
  if (a.width != b.width || a.height != b.height) return false;
  if (a.numbers_on_columns != b.numbers_on_columns) return false;
  if (a.numbers != b.numbers || a.directions != b.directions) return false;
  if (a.cells.size() != b.cells.size()) return false;
  for (std::size_t i = 0; i < a.cells.size(); ++i) {
    const Cell& x = a.cells[i];
    const Cell& y = b.cells[i];
    if (x.type != y.type || x.river != y.river || x.value != y.value) return false;
  }
  return true;
}

// --- Generation limits per type, transcribed from RULES.md §1.6 ---------

struct Limits {
  double min_rel = 0;
  int min_abs = 0;
  double max_rel = 0;
  int max_abs = 0;
};

Limits limits_of(CellType type, Edition edition) {
  const bool current = edition == Edition::current;
  switch (type) {
    case CellType::starting_position:
      return {0, 5, 0, 6};
    case CellType::score:
      return {0.2, 0, 0.33, 0};
    case CellType::crocodile:
      return {0, 0, current ? 0.133 : 0.0, 0};
    case CellType::thorny_devil:
      return {0, 0, current ? 0.075 : 0.1, 0};
    case CellType::tasmanian_tiger:
      return {0, 0, 0.2, 0};
    case CellType::platypus:
      return {0, 0, 0.2, 0};
    case CellType::moth:
      return {0, 0, 0, 5};
    case CellType::frog:
      return {0, 3, 0.08, 0};
    case CellType::water:
      return {0.05, 0, 0, 0};
    case CellType::shelter:
      return {0.1, 0, 0, 0};
    case CellType::food:
      return {0.05, 0, 0, 0};
    case CellType::toys:
      return {0.1, 0, 0, 0};
    case CellType::gems:
      return {0.075, 0, 0, 0};
    case CellType::coins:
      return {0.15, 0, 0, 0};
    case CellType::chests:
      return {0, 0, 0, 5};
    default:
      return {};
  }
}

// min = round(max(minAbs or 1, minRel*N)), max = round(min(maxAbs, maxRel*N)),
// with JavaScript rounding (halves up). When min > max, min wins.
int min_copies(CellType type, Edition edition, int typed) {
  const Limits limits = limits_of(type, edition);
  double low = limits.min_abs > 0 ? limits.min_abs : 1.0;
  if (limits.min_rel > 0) low = std::max(low, limits.min_rel * typed);
  return static_cast<int>(std::floor(low + 0.5));
}

int max_copies(CellType type, Edition edition, int typed) {
  const Limits limits = limits_of(type, edition);
  double high = 1e9;
  if (limits.max_abs > 0) high = std::min(high, static_cast<double>(limits.max_abs));
  if (limits.max_rel > 0) high = std::min(high, limits.max_rel * typed);
  const int rounded = static_cast<int>(std::floor(high + 0.5));
  return std::max(rounded, min_copies(type, edition, typed));
}

// --- Independent quality checks -----------------------------------------

// Sizes of the orthogonally connected groups of cells for which `member` holds.
template <typename Member>
std::vector<int> group_sizes(const Board& board, Member member) {
  std::vector<int> sizes;
  std::vector<bool> seen(board.cells.size(), false);
  for (int start = 0; start < static_cast<int>(board.cells.size()); ++start) {
    if (seen[static_cast<std::size_t>(start)] || !member(start)) continue;
    std::vector<int> todo{start};
    seen[static_cast<std::size_t>(start)] = true;
    int size = 0;
    while (!todo.empty()) {
      const int cell = todo.back();
      todo.pop_back();
      ++size;
      const int x = board.x_of(cell);
      const int y = board.y_of(cell);
      for (int d = 0; d < 4; ++d) {
        const int nx = x + direction_dx[d];
        const int ny = y + direction_dy[d];
        if (!board.inside(nx, ny)) continue;
        const int next = board.index(nx, ny);
        if (seen[static_cast<std::size_t>(next)] || !member(next)) continue;
        seen[static_cast<std::size_t>(next)] = true;
        todo.push_back(next);
      }
    }
    sizes.push_back(size);
  }
  return sizes;
}

// True if one orthogonally connected group of river cells touches two
// opposite edges of the board (the main river).
bool river_crosses_board(const Board& board) {
  const auto river = [&](int i) { return board.cells[static_cast<std::size_t>(i)].river; };
  std::vector<int> group(board.cells.size(), -1);
  int groups = 0;
  for (int start = 0; start < static_cast<int>(board.cells.size()); ++start) {
    if (group[static_cast<std::size_t>(start)] >= 0 || !river(start)) continue;
    std::vector<int> todo{start};
    group[static_cast<std::size_t>(start)] = groups;
    bool left = false, right = false, top = false, bottom = false;
    while (!todo.empty()) {
      const int cell = todo.back();
      todo.pop_back();
      const int x = board.x_of(cell);
      const int y = board.y_of(cell);
      left |= x == 0;
      right |= x == board.width - 1;
      top |= y == 0;
      bottom |= y == board.height - 1;
      for (int d = 0; d < 4; ++d) {
        const int nx = x + direction_dx[d];
        const int ny = y + direction_dy[d];
        if (!board.inside(nx, ny)) continue;
        const int next = board.index(nx, ny);
        if (group[static_cast<std::size_t>(next)] >= 0 || !river(next)) continue;
        group[static_cast<std::size_t>(next)] = groups;
        todo.push_back(next);
      }
    }
    if ((left && right) || (top && bottom)) return true;
    ++groups;
  }
  return false;
}

bool is_pickable(CellType type) {
  return type != CellType::plain && type != CellType::tree && type != CellType::starting_position;
}

// Checks every rule of RULES.md §1.1/§1.2/§1.6 that a finished board must
// satisfy. `named` boards also have their star total checked.
void check_board(const Board& board, Edition edition, bool starts, bool named) {
  const int cells = board.width * board.height;
  REQUIRE(static_cast<int>(board.cells.size()) == cells);

  // Commands: one number per column (or row), one direction per row (or column).
  const int number_axis = board.numbers_on_columns ? board.width : board.height;
  const int direction_axis = board.numbers_on_columns ? board.height : board.width;
  REQUIRE(static_cast<int>(board.numbers.size()) == number_axis);
  REQUIRE(static_cast<int>(board.directions.size()) == direction_axis);
  std::array<int, 5> number_counts{};
  for (const auto number : board.numbers) {
    REQUIRE(number >= 1);
    REQUIRE(number <= 4);
    ++number_counts[static_cast<std::size_t>(number)];
  }
  std::array<int, 4> direction_counts{};
  for (const Direction direction : board.directions)
    ++direction_counts[static_cast<std::size_t>(direction)];
  // Built by repeating the four values and shuffling: none appears more than
  // ceil(n/4) times.
  for (int v = 1; v <= 4; ++v)
    CHECK(number_counts[static_cast<std::size_t>(v)] <= (number_axis + 3) / 4);
  for (int d = 0; d < 4; ++d)
    CHECK(direction_counts[static_cast<std::size_t>(d)] <= (direction_axis + 3) / 4);

  // Cell kinds.
  int trees = 0;
  int rivers = 0;
  std::map<CellType, int> copies;
  std::vector<int> stars;
  std::vector<int> echidnas;
  for (const Cell& cell : board.cells) {
    if (cell.type == CellType::tree) {
      CHECK_FALSE(cell.river);
      CHECK(cell.value == 0);
      ++trees;
    } else if (cell.river) {
      CHECK(cell.type == CellType::plain);  // rivers are the only plain squares
      CHECK(cell.value == 0);
      ++rivers;
    } else {
      CHECK(cell.type != CellType::plain);  // every other square gets a type
      ++copies[cell.type];
      if (cell.type == CellType::score)
        stars.push_back(cell.value);
      else if (cell.type == CellType::echidna)
        echidnas.push_back(cell.value);
      else
        CHECK(cell.value == 0);
    }
  }
  const int typed = cells - trees - rivers;

  // Trees: at least the edition's share (clumps may overshoot), no clump
  // above 5, and all other squares one orthogonally connected region.
  const double hole_share = edition == Edition::current ? 0.0866 : 0.125;
  CHECK(trees >= static_cast<int>(std::floor(hole_share * cells + 0.5)));
  const auto tree = [&](int i) {
    return board.cells[static_cast<std::size_t>(i)].type == CellType::tree;
  };
  for (const int clump : group_sizes(board, tree)) CHECK(clump <= 5);
  const auto open = [&](int i) { return !tree(i); };
  CHECK(group_sizes(board, open).size() == 1);

  // Rivers: a main river from an edge to the opposite edge; the current
  // edition caps the share at 16.6% (a main river alone, at most
  // ceil(1.3 L) squares, is always allowed).
  CHECK(river_crosses_board(board));
  if (edition == Edition::current) {
    const int main_river_max =
        static_cast<int>(std::ceil(1.3 * std::max(board.width, board.height)));
    CHECK(rivers <= std::max(0.166 * cells, static_cast<double>(main_river_max)));
  }

  // Types: 5-7 pickable types, 2-3 of them score types, water iff food,
  // starting positions only when asked for.
  int pickable_types = 0;
  int score_types = 0;
  for (const auto& [type, count] : copies) {
    CHECK(count > 0);
    if (is_pickable(type)) ++pickable_types;
    if (is_score_type(type)) ++score_types;
  }
  CHECK(pickable_types >= 5);
  CHECK(pickable_types <= 7);
  CHECK(score_types >= 2);
  CHECK(score_types <= 3);
  CHECK(copies.count(CellType::water) == copies.count(CellType::food));
  CHECK(copies.count(CellType::starting_position) == (starts ? 1u : 0u));

  // Copies per type within their bounds.
  for (const auto& [type, count] : copies) {
    INFO("type ", type_name(type), " copies ", count, " of ", typed);
    CHECK(count >= min_copies(type, edition, typed));
    CHECK(count <= max_copies(type, edition, typed));
  }

  // Score-type squares spread over the quadrants (x < W/2 is left, y < H/2 top).
  std::array<int, 4> quadrant{};
  int score_cells = 0;
  for (int i = 0; i < cells; ++i) {
    if (!is_score_type(board.cells[static_cast<std::size_t>(i)].type)) continue;
    const int x = board.x_of(i);
    const int y = board.y_of(i);
    ++quadrant[static_cast<std::size_t>((2 * x < board.width ? 0 : 2) +
                                        (2 * y < board.height ? 0 : 1))];
    ++score_cells;
  }
  const auto [fewest, most] = std::minmax_element(quadrant.begin(), quadrant.end());
  CHECK(*most - *fewest <= 5);
  if (score_cells >= 8) CHECK(*fewest >= 2);

  // Mistletoebirds within 3 of an edge; starting positions 3 or more apart.
  std::vector<int> start_cells;
  for (int i = 0; i < cells; ++i) {
    const CellType type = board.cells[static_cast<std::size_t>(i)].type;
    const int x = board.x_of(i);
    const int y = board.y_of(i);
    if (type == CellType::mistletoebird)
      CHECK(std::min({x, y, board.width - 1 - x, board.height - 1 - y}) <= 3);
    if (type == CellType::starting_position) start_cells.push_back(i);
  }
  if (starts) {
    CHECK(start_cells.size() >= 5u);
    CHECK(start_cells.size() <= 6u);
  }
  for (std::size_t a = 0; a < start_cells.size(); ++a)
    for (std::size_t b = a + 1; b < start_cells.size(); ++b)
      CHECK(std::abs(board.x_of(start_cells[a]) - board.x_of(start_cells[b])) +
                std::abs(board.y_of(start_cells[a]) - board.y_of(start_cells[b])) >=
            3);

  // Star values: never 0; their absolute values split a total of 30-50 near
  // evenly (differing by at most 1); negatives only in the current edition,
  // round(U[0.05, 0.2] * #stars) of them.
  if (!stars.empty()) {
    int total = 0;
    int negatives = 0;
    int smallest = 1000;
    int largest = 0;
    for (const int value : stars) {
      CHECK(value != 0);
      total += std::abs(value);
      negatives += value < 0 ? 1 : 0;
      smallest = std::min(smallest, std::abs(value));
      largest = std::max(largest, std::abs(value));
    }
    CHECK(largest - smallest <= 1);
    if (named) {
      CHECK(total >= 30);
      CHECK(total <= 50);
    }
    const int k = static_cast<int>(stars.size());
    if (edition == Edition::e2023) {
      CHECK(negatives == 0);
    } else {
      CHECK(negatives >= static_cast<int>(std::floor(0.05 * k + 0.5)));
      CHECK(negatives <= static_cast<int>(std::floor(0.2 * k + 0.5)));
    }
  }

  // Echidna numbers: exactly 1..k.
  std::sort(echidnas.begin(), echidnas.end());
  for (std::size_t i = 0; i < echidnas.size(); ++i) CHECK(echidnas[i] == static_cast<int>(i) + 1);
}

}  // namespace

TEST_CASE("generator: named sizes have the rule book's dimensions") {
  for (const NamedSize& size : named_sizes) {
    int width = 0;
    int height = 0;
    REQUIRE(size_from_name(size.name, width, height));
    CHECK(width == size.width);
    CHECK(height == size.height);
    const Board board = make_board(width, height, 1);
    CHECK(board.width == size.width);
    CHECK(board.height == size.height);
    CHECK(board.cells.size() == static_cast<std::size_t>(size.width * size.height));
  }
  int width = 3;
  int height = 4;
  CHECK_FALSE(size_from_name("gigantic", width, height));
  CHECK_FALSE(size_from_name("", width, height));
}

TEST_CASE("generator: the same options and seed give the same board, other seeds other boards") {
  for (const Edition edition : {Edition::current, Edition::e2023}) {
    for (const bool starts : {false, true}) {
      for (std::uint64_t seed = 0; seed < 20; ++seed) {
        const Board a = make_board(12, 8, seed, edition, starts);
        const Board b = make_board(12, 8, seed, edition, starts);
        CHECK(same_board(a, b));
      }
    }
  }
  std::vector<Board> boards;
  for (std::uint64_t seed = 0; seed < 20; ++seed) boards.push_back(make_board(12, 8, seed));
  for (std::size_t a = 0; a < boards.size(); ++a)
    for (std::size_t b = a + 1; b < boards.size(); ++b)
      CHECK_FALSE(same_board(boards[a], boards[b]));
  // The edition changes the board drawn from the same seed.
  CHECK_FALSE(
      same_board(make_board(12, 8, 5, Edition::current), make_board(12, 8, 5, Edition::e2023)));
}

TEST_CASE("generator: the generator draws only from the Rng it is given") {
  // Two generators with the same state produce the same board and leave the
  // Rng in the same state, whatever happened before in the process.
  Rng a(99);
  Rng b(99);
  GeneratorOptions options;
  const Board first = generate_board(options, a);
  const Board second = generate_board(options, b);
  CHECK(same_board(first, second));
  CHECK(a.next() == b.next());
}

TEST_CASE(
    "generator: a passed deadline on the thread stops generation; the board is the same without "
    "one") {
  GeneratorOptions options;
  options.width = 20;
  options.height = 20;
  {
    const ScopedWorkDeadline passed(std::chrono::steady_clock::now() - std::chrono::seconds(1));
    Rng rng(5);
    CHECK_THROWS_AS(generate_board(options, rng), WorkDeadlineExceeded);
    {
      // Deadlines nest; the inner one ends and the outer one is back.
      const ScopedWorkDeadline later(std::chrono::steady_clock::now() + std::chrono::hours(1));
      Rng inner(5);
      CHECK_NOTHROW(generate_board(options, inner));
    }
    CHECK_THROWS_AS(check_work_deadline(), WorkDeadlineExceeded);
  }
  CHECK_NOTHROW(check_work_deadline());
  Rng a(5);
  Rng b(5);
  const Board unbounded = generate_board(options, a);
  const ScopedWorkDeadline generous(std::chrono::steady_clock::now() + std::chrono::hours(1));
  CHECK(same_board(unbounded, generate_board(options, b)));
}

TEST_CASE("generator: command lists are balanced and the axis is random") {
  int numbers_on_columns = 0;
  const int boards = 400;
  for (int seed = 0; seed < boards; ++seed) {
    const Board board = make_board(12, 8, static_cast<std::uint64_t>(seed));
    numbers_on_columns += board.numbers_on_columns ? 1 : 0;
    // 12 columns or 8 rows: every value exactly n/4 times.
    std::array<int, 5> numbers{};
    for (const auto n : board.numbers) ++numbers[static_cast<std::size_t>(n)];
    std::array<int, 4> directions{};
    for (const Direction d : board.directions) ++directions[static_cast<std::size_t>(d)];
    const int per_number = static_cast<int>(board.numbers.size()) / 4;
    const int per_direction = static_cast<int>(board.directions.size()) / 4;
    for (int v = 1; v <= 4; ++v) CHECK(numbers[static_cast<std::size_t>(v)] == per_number);
    for (int d = 0; d < 4; ++d) CHECK(directions[static_cast<std::size_t>(d)] == per_direction);
  }
  // Probability 0.5 each way: 400 boards land well inside 35%-65%.
  CHECK(numbers_on_columns > boards * 35 / 100);
  CHECK(numbers_on_columns < boards * 65 / 100);
}

TEST_CASE("generator: 2,000 boards over every size and both editions pass every quality check") {
  int boards = 0;
  int with_stars = 0;
  int with_negative_stars = 0;
  std::set<CellType> types_seen;
  for (const NamedSize& size : named_sizes) {
    for (const Edition edition : {Edition::current, Edition::e2023}) {
      for (const bool starts : {false, true}) {
        for (int seed = 0; seed < 100; ++seed) {
          const auto full_seed = static_cast<std::uint64_t>(seed * 1000 + size.width);
          const Board board = make_board(size.width, size.height, full_seed, edition, starts);
          INFO(size.name, " seed ", full_seed, (edition == Edition::current ? " current" : " 2023"),
               (starts ? " with starts" : ""), "\n", render_board_text(board));
          check_board(board, edition, starts, true);
          ++boards;
          bool stars = false;
          bool negative = false;
          for (const Cell& cell : board.cells) {
            types_seen.insert(cell.type);
            stars |= cell.type == CellType::score;
            negative |= cell.type == CellType::score && cell.value < 0;
          }
          with_stars += stars ? 1 : 0;
          with_negative_stars += negative ? 1 : 0;
        }
      }
    }
  }
  CHECK(boards == 2000);
  // Over so many boards every one of the 27 types, and rivers, shows up.
  CHECK(types_seen.size() == static_cast<std::size_t>(cell_type_count));
  CHECK(with_stars > 0);
  CHECK(with_negative_stars > 0);
}

TEST_CASE("generator: custom sizes at the bounds and clamping of sizes out of range") {
  const std::array<std::array<int, 2>, 5> sizes{
      {{min_side, min_side}, {min_side, max_side}, {max_side, min_side}, {7, 9}, {13, 11}}};
  for (const auto& size : sizes) {
    for (const Edition edition : {Edition::current, Edition::e2023}) {
      for (const bool starts : {false, true}) {
        for (std::uint64_t seed = 0; seed < 3; ++seed) {
          const Board board = make_board(size[0], size[1], seed, edition, starts);
          INFO(size[0], "x", size[1], " seed ", seed, "\n", render_board_text(board));
          CHECK(board.width == size[0]);
          CHECK(board.height == size[1]);
          check_board(board, edition, starts, false);
        }
      }
    }
  }
  // The largest square boards are the slowest to generate (a main river must
  // cross 20 columns in at most 26 cells), so only one of each edition.
  for (const Edition edition : {Edition::current, Edition::e2023}) {
    const Board board = make_board(max_side, max_side, 11, edition, edition == Edition::current);
    INFO(render_board_text(board));
    check_board(board, edition, edition == Edition::current, false);
  }
  const Board small = make_board(1, 2, 3);
  CHECK(small.width == min_side);
  CHECK(small.height == min_side);
  const Board large = make_board(100, 6, 3);
  CHECK(large.width == max_side);
  CHECK(large.height == 6);
}

TEST_CASE(
    "generator: copies per type follow the limits (frog at least 3, moth and chests at most 5)") {
  int frogs_seen = 0;
  int capped_seen = 0;
  for (std::uint64_t seed = 0; seed < 300; ++seed) {
    const Board board = make_board(16, 12, seed, Edition::e2023);
    std::map<CellType, int> copies;
    for (const Cell& cell : board.cells) ++copies[cell.type];
    if (copies.count(CellType::frog)) {
      ++frogs_seen;
      CHECK(copies[CellType::frog] >= 3);
    }
    for (const CellType capped : {CellType::moth, CellType::chests}) {
      if (!copies.count(capped)) continue;
      ++capped_seen;
      CHECK(copies[capped] <= 5);
    }
  }
  CHECK(frogs_seen > 0);
  CHECK(capped_seen > 0);
}

TEST_CASE("generator: render_board_text shows the commands, every square and a legend") {
  const Board board = make_board(12, 8, 7, Edition::current, true);
  const std::string text = render_board_text(board);
  // Split into lines.
  std::vector<std::string> lines;
  std::size_t from = 0;
  while (from <= text.size()) {
    const std::size_t end = text.find('\n', from);
    lines.push_back(text.substr(from, end == std::string::npos ? std::string::npos : end - from));
    if (end == std::string::npos) break;
    from = end + 1;
  }
  // The column commands appear, in order, on one line.
  std::string columns;
  for (int x = 0; x < board.width; ++x) {
    const std::string command =
        board.numbers_on_columns
            ? std::to_string(board.numbers[static_cast<std::size_t>(x)])
            : std::string(direction_symbol(board.directions[static_cast<std::size_t>(x)]));
    columns += command;
  }
  bool found_columns = false;
  std::size_t first_row = 0;
  for (std::size_t i = 0; i < lines.size() && !found_columns; ++i) {
    std::string squeezed;
    for (const char c : lines[i])
      if (c != ' ') squeezed += c;
    if (squeezed == columns) {
      found_columns = true;
      first_row = i + 1;
    }
  }
  REQUIRE(found_columns);
  // Each row starts with its command and has one code per square.
  REQUIRE(lines.size() >= first_row + static_cast<std::size_t>(board.height));
  for (int y = 0; y < board.height; ++y) {
    const std::string& line = lines[first_row + static_cast<std::size_t>(y)];
    const std::string command =
        board.numbers_on_columns
            ? std::string(direction_symbol(board.directions[static_cast<std::size_t>(y)]))
            : std::to_string(board.numbers[static_cast<std::size_t>(y)]);
    CHECK(line.rfind(command, 0) == 0);
    int codes = 0;
    bool in_code = false;
    for (const char c : line.substr(command.size())) {
      if (c != ' ' && !in_code) ++codes;
      in_code = c != ' ';
    }
    CHECK(codes == board.width);
    for (int x = 0; x < board.width; ++x) {
      const Cell& cell = board.at(x, y);
      if (cell.type == CellType::tree) CHECK(line.find("##") != std::string::npos);
      if (cell.river) CHECK(line.find("~~") != std::string::npos);
      if (cell.type == CellType::score || cell.type == CellType::echidna)
        CHECK(line.find(std::to_string(cell.value)) != std::string::npos);
    }
  }
  // The legend names every type on the board.
  for (const Cell& cell : board.cells)
    if (!cell.river) CHECK(text.find(std::string(type_name(cell.type))) != std::string::npos);
  CHECK(text.find("river") != std::string::npos);
}
