# What every game's room shares around its board: offers (draw, takeback,
# resign), the outcome, the replay page, the connection line, the your-turn
# alerts of the top bar, and the page for an address that does not exist.

table-not-found-title = Page not found
