#include "server/store/replay_renderer.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <utility>
#include <vector>

#include "protocol/json_text.hpp"
#include "protocol/server_message.hpp"
#include "server/net/gzip.hpp"

namespace kangaroom::server {

namespace {
// Steps are kept deflated in blocks of this many, so that a page inflates
// a few blocks rather than the whole game.
constexpr std::size_t steps_per_block = 100;
// Changes every ETag when the rendered form changes.
constexpr const char* render_format = "r1";
}  // namespace

// A rendered replay, in the parts that bodies are cut from.
struct ReplayRenderer::Rendered final : ReplayCache::Value {
  // The members of the replay object besides moves and steps, without braces.
  std::string head;
  std::string moves_deflated;  // the record's "moves" array
  std::size_t moves_size = 0;
  struct Block {
    std::string deflated;
    std::size_t size = 0;
    std::vector<std::uint32_t> ends;  // where each step's text ends
  };
  std::vector<Block> blocks;
  std::size_t step_count = 0;

  std::size_t bytes() const override {
    // As allocated (capacities), so that the cache's budget bounds memory.
    std::size_t total = sizeof(*this) + head.capacity() + moves_deflated.capacity() +
                        blocks.capacity() * sizeof(Block);
    for (const auto& block : blocks)
      total += block.deflated.capacity() + block.ends.capacity() * sizeof(std::uint32_t);
    return total;
  }

  // Steps [from, to) as JSON texts joined with commas.
  void append_steps(std::string& out, std::size_t from, std::size_t to) const {
    bool first = true;
    for (std::size_t index = from / steps_per_block; from < to; ++index) {
      const Block& block = blocks[index];
      const std::string text = inflate_whole(block.deflated, block.size);
      const std::size_t base = index * steps_per_block;
      for (; from < to && from - base < block.ends.size(); ++from) {
        const std::size_t begin = from == base ? 0 : block.ends[from - base - 1];
        out.append(first ? "" : ",").append(text, begin, block.ends[from - base] - begin);
        first = false;
      }
    }
  }
};

std::string ReplayRequest::body_key() const {
  std::string key = code + '/' + std::to_string(located.round) + '/' + located.fingerprint;
  if (page) key += "/p" + std::to_string(page->from) + '+' + std::to_string(page->count);
  return key;
}

std::string ReplayRequest::etag() const {
  std::string etag = '"' + located.fingerprint + '-' + render_format;
  etag += page ? "-p" + std::to_string(page->from) + '+' + std::to_string(page->count) : "-all";
  // Each encoding has its own ETag, as for the web client's files.
  return etag + (gzip ? "-gz\"" : "\"");
}

ReplayRenderer::Admission::Admission(ReplayRenderer* renderer, std::string address)
    : renderer_(renderer), address_(std::move(address)) {}

ReplayRenderer::Admission::Admission(Admission&& other) noexcept
    : renderer_(std::exchange(other.renderer_, nullptr)), address_(std::move(other.address_)) {}

ReplayRenderer::Admission& ReplayRenderer::Admission::operator=(Admission&& other) noexcept {
  if (this != &other) {
    if (renderer_) renderer_->release(address_);
    renderer_ = std::exchange(other.renderer_, nullptr);
    address_ = std::move(other.address_);
  }
  return *this;
}

ReplayRenderer::Admission::~Admission() {
  if (renderer_) renderer_->release(address_);
}

ReplayRenderer::ReplayRenderer(const ReplayArchive& archive, Limits limits)
    : archive_(archive), limits_(limits), cache_(limits.cache_bytes) {}

ReplayRenderer::~ReplayRenderer() { stop(); }

void ReplayRenderer::stop() {
  pool_.stop();
  pool_.join();
}

std::optional<ReplayRenderer::Admission> ReplayRenderer::admit(const std::string& address) {
  std::lock_guard lock(budgets_mutex_);
  int& mine = builds_by_address_[address];
  if (builds_ >= limits_.builds || mine >= limits_.builds_per_address) {
    if (mine == 0) builds_by_address_.erase(address);
    return std::nullopt;
  }
  ++mine;
  ++builds_;
  return Admission(this, address);
}

void ReplayRenderer::release(const std::string& address) {
  std::lock_guard lock(budgets_mutex_);
  --builds_;
  const auto mine = builds_by_address_.find(address);
  if (mine != builds_by_address_.end() && --mine->second == 0) builds_by_address_.erase(mine);
}

std::shared_ptr<const ReplayBody> ReplayRenderer::cached(const ReplayRequest& request) {
  return std::static_pointer_cast<const ReplayBody>(cache_.find(request.body_key()));
}

std::shared_ptr<const ReplayRenderer::Rendered> ReplayRenderer::rendered(
    const ReplayRequest& request, ReplayAnswer::Outcome& failure) {
  const std::string key = request.code + '/' + std::to_string(request.located.round) + '/' +
                          request.located.fingerprint + "/rendered";
  if (auto found = cache_.find(key)) return std::static_pointer_cast<const Rendered>(found);
  const auto started = std::chrono::steady_clock::now();
  const auto record = archive_.find(request.code, request.located.round);
  if (!record) {
    failure = ReplayAnswer::Outcome::missing;
    return nullptr;
  }
  std::string why;
  Json replay = ReplayArchive::render(Json::parse(*record), why);
  if (replay.is_null()) {
    spdlog::error("replay of room={} round={} does not render: {}", request.code,
                  request.located.round, why);
    failure = ReplayAnswer::Outcome::damaged;
    return nullptr;
  }
  auto made = std::make_shared<Rendered>();
  Json steps = std::move(replay["steps"]);
  Json moves = std::move(replay["moves"]);
  replay.erase("steps");
  replay.erase("moves");
  made->head = protocol::serialize(replay);
  made->head = made->head.substr(1, made->head.size() - 2);
  const std::string moves_text = protocol::serialize(moves);
  made->moves_deflated = deflate_whole(moves_text);
  made->moves_size = moves_text.size();
  made->step_count = steps.size();
  made->blocks.reserve((steps.size() + steps_per_block - 1) / steps_per_block);
  for (std::size_t first = 0; first < steps.size(); first += steps_per_block) {
    Rendered::Block block;
    std::string text;
    for (std::size_t step = first; step < std::min(steps.size(), first + steps_per_block); ++step) {
      // A page carries the move that led to each of its steps (a whole
      // replay has them in "moves" too).
      if (step > 0) steps[step]["move"] = std::move(moves[step - 1]);
      protocol::append_json(text, steps[step]);
      block.ends.push_back(static_cast<std::uint32_t>(text.size()));
    }
    block.ends.shrink_to_fit();
    block.size = text.size();
    block.deflated = deflate_whole(text);
    made->blocks.push_back(std::move(block));
  }
  std::size_t json_bytes = made->head.size() + made->moves_size;
  for (const auto& block : made->blocks) json_bytes += block.size;
  spdlog::info("replay room={} round={}: {} steps rendered in {} ms ({} bytes of JSON, {} kept)",
               request.code, request.located.round, made->step_count,
               std::chrono::duration_cast<std::chrono::milliseconds>(
                   std::chrono::steady_clock::now() - started)
                   .count(),
               json_bytes, made->bytes());
  cache_.put(key, made);
  return made;
}

std::string ReplayRenderer::body_text(const Rendered& rendered,
                                      const std::optional<ReplayPage>& page) {
  std::string text = "{";
  text.append(rendered.head);
  text.append(",\"step_count\":").append(std::to_string(rendered.step_count));
  std::size_t from = 0, to = rendered.step_count;
  if (page) {
    from = std::min(page->from, rendered.step_count);
    to = std::min(rendered.step_count, from + page->count);
    text.append(",\"from\":").append(std::to_string(page->from));
  } else {
    text.append(",\"moves\":").append(inflate_whole(rendered.moves_deflated, rendered.moves_size));
  }
  text.append(",\"steps\":[");
  rendered.append_steps(text, from, to);
  text.append("]}");
  return text;
}

ReplayAnswer ReplayRenderer::answer(const ReplayRequest& request) {
  try {
    return build(request);
  } catch (const std::exception& failure) {
    // A record that parses badly, or zlib failing: this replay, not the thread.
    spdlog::error("replay of room={} round={} failed: {}", request.code, request.located.round,
                  failure.what());
    ReplayAnswer answer;
    answer.outcome = ReplayAnswer::Outcome::damaged;
    return answer;
  }
}

ReplayAnswer ReplayRenderer::build(const ReplayRequest& request) {
  ReplayAnswer answer;
  auto body = cached(request);
  if (!body) {
    const auto made = rendered(request, answer.outcome);
    if (!made) return answer;
    answer.step_count = made->step_count;
    if (!request.page && made->step_count > max_whole_steps) {
      answer.outcome = ReplayAnswer::Outcome::too_long;
      return answer;
    }
    std::string text = body_text(*made, request.page);
    auto built = std::make_shared<ReplayBody>();
    built->gzip = std::make_shared<const std::string>(gzip_compress(text));
    built->plain_size = text.size();
    cache_.put(request.body_key(), built);
    if (!request.gzip) {
      answer.body = std::make_shared<const std::string>(std::move(text));
      return answer;
    }
    body = std::move(built);
  }
  answer.body =
      request.gzip
          ? body->gzip
          : std::make_shared<const std::string>(gzip_decompress(*body->gzip, body->plain_size));
  return answer;
}

}  // namespace kangaroom::server
