#include "protocol/json_patch.hpp"

namespace kangaroom::protocol {

Json make_patch(const Json& from, const Json& to) { return Json::diff(from, to); }

bool apply_patch(Json& document, const Json& ops, std::string& error) {
  if (!ops.is_array()) {
    error = "a patch must be an array of operations";
    return false;
  }
  if (ops.empty()) return true;
  try {
    // patch() works on a copy, so a failure leaves `document` as it was.
    document = document.patch(ops);
    return true;
  } catch (const Json::exception& failure) {
    error = failure.what();
    return false;
  }
}

}  // namespace kangaroom::protocol
