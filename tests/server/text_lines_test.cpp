// TextLines: lines end to end in one buffer, packed once a game is over.
#include "server/room/text_lines.hpp"

#include <doctest/doctest.h>

#include <vector>

using kangaroom::server::TextLines;

namespace {

std::vector<std::string> read_from(const TextLines& lines, std::size_t mark = 0) {
  std::vector<std::string> out;
  lines.for_each_from(mark, [&](std::string_view line) { out.emplace_back(line); });
  return out;
}

}  // namespace

TEST_CASE("lines read back in order, whole or from a mark, packed or not") {
  TextLines lines;
  CHECK(lines.empty());
  CHECK(read_from(lines).empty());
  lines.pack();  // nothing to pack
  CHECK_FALSE(lines.packed());

  std::vector<std::string> expected;
  for (int i = 0; i < 300; ++i) {
    expected.push_back(R"({"event":{"type":"jump","to":[)" + std::to_string(i % 7) + "," +
                       std::to_string(i % 5) + "]}}");
    lines.push_back(expected.back());
  }
  lines.push_back("");  // an empty line is a line too
  expected.emplace_back();
  const std::size_t mark = lines.end_mark();
  lines.push_back("after the mark");
  expected.emplace_back("after the mark");

  CHECK(lines.size() == expected.size());
  CHECK(read_from(lines) == expected);
  CHECK(read_from(lines, mark) == std::vector<std::string>{"after the mark"});

  lines.pack();
  REQUIRE(lines.packed());
  CHECK(lines.size() == expected.size());
  CHECK(read_from(lines) == expected);
  CHECK(read_from(lines, mark) == std::vector<std::string>{"after the mark"});
  CHECK(lines.end_mark() == mark + std::string("after the mark\n").size());

  lines.push_back("one more");  // unpacks
  CHECK_FALSE(lines.packed());
  expected.emplace_back("one more");
  CHECK(read_from(lines) == expected);

  lines.clear();
  CHECK(lines.empty());
  CHECK(read_from(lines).empty());
}
