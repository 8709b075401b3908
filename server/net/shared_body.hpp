#pragma once
// A Beast body that sends a shared, immutable string without copying it:
// the same cached replay goes to every connection that asks for it, and a
// connection that reads slowly holds a reference, not a copy.
#include <boost/asio/buffer.hpp>
#include <boost/beast/core/error.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/optional.hpp>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>

namespace kangaroom::server {

struct SharedStringBody {
  using value_type = std::shared_ptr<const std::string>;

  static std::uint64_t size(const value_type& body) { return body ? body->size() : 0; }

  class writer {
   public:
    using const_buffers_type = boost::asio::const_buffer;

    template <bool is_request, class Fields>
    writer(const boost::beast::http::header<is_request, Fields>&, const value_type& body)
        : body_(body) {}

    void init(boost::beast::error_code& error) { error = {}; }

    // All of it at once: the string never changes while it is sent.
    boost::optional<std::pair<const_buffers_type, bool>> get(boost::beast::error_code& error) {
      error = {};
      if (!body_ || body_->empty()) return boost::none;
      return std::make_pair(const_buffers_type(body_->data(), body_->size()), false);
    }

   private:
    const value_type& body_;
  };
};

}  // namespace kangaroom::server
