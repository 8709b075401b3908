#include "server/shared_state.hpp"

#include <vector>

namespace kangaroom::server {

void ConnectionSet::add(const std::shared_ptr<Connection>& connection) {
  std::lock_guard lock(mutex_);
  connections_[connection.get()] = connection;
}

void ConnectionSet::remove(const Connection* connection) {
  std::lock_guard lock(mutex_);
  connections_.erase(connection);
}

void ConnectionSet::shutdown_all() {
  std::vector<std::shared_ptr<Connection>> open;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [key, weak] : connections_)
      if (auto connection = weak.lock()) open.push_back(std::move(connection));
  }
  for (const auto& connection : open) connection->shutdown();
}

}  // namespace kangaroom::server
