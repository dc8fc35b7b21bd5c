/// The demo's command-line options, parsed before GApplication sees the arguments (it is given
/// none: it rejects options it does not know).
struct DemoOptions: Equatable {
  /// Settles jump to their detent instead of following the spring.
  var reduceMotion = false
  /// Write one JSON line per core event to standard output, and a `ready` line after the first
  /// paint.
  var trace = false
  /// Also write one frame line for every tick and touch that moves the sheet (implies `trace`).
  var frames = false

  /// What the arguments ask for.
  enum Parsed: Equatable {
    case run(DemoOptions)
    case help
    case failure(String)
  }

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) -> Parsed {
    var options = DemoOptions()
    for argument in arguments {
      switch argument {
      case "--reduce-motion": options.reduceMotion = true
      case "--trace": options.trace = true
      case "--frames":
        options.frames = true
        options.trace = true
      case "--help", "-h": return .help
      default: return .failure("unknown option '\(argument)'")
      }
    }
    return .run(options)
  }

  static let help = """
    OVERVIEW: The "Nearby" drawer: a bottom sheet on three detents over a map, in GTK 4.

    USAGE: bottom-sheet-demo [--reduce-motion] [--trace] [--frames]

    OPTIONS:
      --reduce-motion   Settle without the spring: the drawer jumps to its detent.
      --trace           Write one JSON line per sheet event to standard output
                        (dragBegan, willSettle, settled, presented, dismissed, diagnostic),
                        and a "ready" line after the first paint. Times are seconds on
                        the frame clock.
      --frames          Also write a frame line for each tick and touch that moves the
                        sheet (implies --trace).
      -h, --help        Show help information.

    """
}
