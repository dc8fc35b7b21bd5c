/// The gallery's pages, one kind of sheet each.
enum DemoPage: String, CaseIterable, Equatable, Sendable {
  /// The Nearby drawer over a map: three detents given as fractions.
  case drawer
  /// A floating card over a gradient: detents in points, a frosted material, a scrolling list.
  case floating
  /// A modal tray as tall as its content: the wallet flow.
  case tray
  /// A search sheet over a map: a search field at the lowest detent, a list of 10,000 places.
  case search

  /// The page's name in the page switcher.
  var title: String {
    switch self {
    case .drawer: "Drawer"
    case .floating: "Floating"
    case .tray: "Tray"
    case .search: "Search"
    }
  }
}
