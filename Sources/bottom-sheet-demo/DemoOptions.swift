import BottomSheetCore

/// The demo's command-line options, parsed before GApplication sees the arguments (it is given
/// none: it rejects options it does not know).
struct DemoOptions: Equatable {
  /// The page shown first.
  var page = DemoPage.drawer
  /// Settles jump to their detent instead of following the spring.
  var reduceMotion = false
  /// Whether the tray has a footer (`--footer`).
  var footer = false
  /// Whether the tray presents at a detent anchored to its first row (`--marker`).
  var marker = false
  /// Whether the wallet tray scales the page behind it back as it presents (`--scale-background`).
  var scalesBackground = false
  /// Whether the search sheet has a row of categories under its field (`--categories`).
  var categories = false
  /// Write one JSON line per core event to standard output, and a `ready` line after the first
  /// paint.
  var trace = false
  /// Also write one frame line for every tick and touch that moves a sheet (implies `trace`).
  var frames = false
  /// The height of the simulated on-screen keyboard that focusing the search field shows, in
  /// points (0: none).
  var keyboardHeight = 0.0
  /// What the search sheet does while the keyboard shows.
  var keyboardPolicy = KeyboardPolicy.lift
  /// Also write a `paint` line after every painted frame, for frame pacing (implies `trace`).
  var paintTrace = false
  /// Check the core's invariants (those the fuzzer checks) after every event and frame and write
  /// a `violation` line when one fails (implies `frames`), for the soak.
  var checkInvariants = false
  /// Where to write the session's recording when the demo quits (`--record FILE`), or `nil`.
  var record: String?
  /// Where the floating page's card stands in a window wider than the width policy's breakpoint
  /// (450 points).
  var cardAlignment = SheetCardAlignment.center
  /// A scenario file whose configuration the shown page's sheet takes on F5 (`--settings FILE`),
  /// or `nil`.
  var settings: String?
  /// Lay the gallery out right to left (`--rtl`), as GTK does for Arabic or Hebrew.
  var rightToLeft = false
  /// Where each page's sheet is saved when the demo quits and restored from when it starts
  /// (`--state FILE`), or `nil`.
  var state: String?
  /// How the demo answers a sheet's dismissal attempts (`--answer-dismissal yes|no`), or `nil`:
  /// no answer.
  var dismissalAnswer: Bool?

  /// What the arguments ask for.
  enum Parsed: Equatable {
    case run(DemoOptions)
    case help
    case failure(String)
  }

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) -> Parsed {
    var options = DemoOptions()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--reduce-motion": options.reduceMotion = true
      case "--rtl": options.rightToLeft = true
      case "--footer": options.footer = true
      case "--marker": options.marker = true
      case "--scale-background": options.scalesBackground = true
      case "--categories": options.categories = true
      case "--trace": options.trace = true
      case "--paint-trace":
        options.paintTrace = true
        options.trace = true
      case "--check-invariants":
        options.checkInvariants = true
        options.frames = true
        options.trace = true
      case "--frames":
        options.frames = true
        options.trace = true
      case "--page":
        guard let value = rest.popFirst(), let page = DemoPage(rawValue: value) else {
          return .failure("--page needs one of \(DemoPage.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        options.page = page
      case "--keyboard-height":
        guard let value = rest.popFirst(), let height = Double(value), height.isFinite, height >= 0 else {
          return .failure("--keyboard-height needs a number of points, 0 or more")
        }
        options.keyboardHeight = height
      case "--keyboard":
        guard let value = rest.popFirst(), let policy = KeyboardPolicy(rawValue: value) else {
          return .failure("--keyboard needs lift or expand")
        }
        options.keyboardPolicy = policy
      case "--record":
        guard let value = rest.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
          return .failure("--record needs a file to write the recording to")
        }
        options.record = value
      case "--state":
        guard let value = rest.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
          return .failure("--state needs a file to save the sheets in")
        }
        options.state = value
      case "--settings":
        guard let value = rest.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
          return .failure("--settings needs a scenario file to read the settings from")
        }
        options.settings = value
      case "--card-alignment":
        guard let value = rest.popFirst(), let alignment = SheetCardAlignment(rawValue: value) else {
          return .failure("--card-alignment needs leading or center")
        }
        options.cardAlignment = alignment
      case "--answer-dismissal":
        guard let value = rest.popFirst(), value == "yes" || value == "no" else {
          return .failure("--answer-dismissal needs yes or no")
        }
        options.dismissalAnswer = value == "yes"
      case "--help", "-h": return .help
      default: return .failure("unknown option '\(argument)'")
      }
    }
    return .run(options)
  }

  static let help = """
    OVERVIEW: A gallery of bottom sheets in GTK 4: the Nearby drawer, a floating card, a modal
    wallet tray that fits its content (its Remove Wallet row opens a confirming sheet over it,
    whose recovery-phrase link opens a third; each sheet below steps back), and a search sheet
    with a 10,000-row list.

    USAGE: bottom-sheet-demo [--page <page>] [--keyboard-height <points>]
                             [--keyboard <policy>] [--card-alignment <alignment>]
                             [--reduce-motion] [--footer] [--marker] [--scale-background]
                             [--categories] [--trace] [--frames] [--record <file>]
                             [--settings <file>] [--state <file>] [--rtl]
                             [--answer-dismissal <answer>]

    OPTIONS:
      --page <page>     The page to open: drawer, floating, tray or search (default:
                        drawer). The switcher at the top of the window changes it.
      --keyboard-height <points>
                        Focusing the search field shows a simulated on-screen keyboard
                        this tall (default: 0, none).
      --keyboard <policy>
                        What the search sheet does while that keyboard shows: lift
                        (keep the detent, rise by the keyboard's height) or expand (go to
                        the highest detent). Default: lift.
      --card-alignment <alignment>
                        Where the floating page's card stands in a window wider than
                        450 points: the card is at most 640 points wide at every height,
                        full height included; leading (against the left edge, as Apple
                        Maps) or center (default).
      --reduce-motion   Settle without the spring: sheets jump to their detent.
      --state <file>    Restore each page's sheet from this file when the demo starts
                        (its detent, whether it is presented, its list's offset) and
                        save them there when it quits (window closed, SIGINT or SIGTERM).
      --rtl             Lay the gallery out right to left, as for Arabic or Hebrew: a
                        leading card stands against the right edge.
      --footer          Give the wallet tray a footer pinned to its visible bottom (a
                        note and a Close button), which its fitted detent includes; with
                        --frames, a "drawn" line gives the footer's bounds (x, y, width,
                        height) after each paint that moved it.
      --marker          Give the wallet tray a lower detent anchored to the options step's
                        first row (a widget named "peek"): it presents showing the content
                        down to that row's bottom edge; drag it up for the whole step. With
                        --frames, "drawn" lines give the row's bounds ("marker").
      --scale-background
                        The wallet tray scales the page behind it back as it rises, as an
                        iOS page sheet does: narrower by 16 points and 16 points higher a
                        step, its top corners rounded, black around it; one step more for
                        each sheet over the tray. With --frames, the tray's frame lines
                        give it ("background": depth, scale, offsetY, cornerRadius).
      --categories      Give the search sheet a horizontal row of categories under its
                        field: a scroll region of its own, which a sideways drag scrolls
                        and a vertical drag does not (it moves the sheet). With --frames,
                        "drawn" lines give GTK's offset of the row ("categoriesOffset").
      --trace           Write one JSON line per sheet event to standard output
                        (dragBegan, willSettle, settled, presented, dismissed, announce,
                        diagnostic), the demo's own events (page, step, keyboard,
                        backgroundClick; after each announce, "accessible" with the grabber's
                        description and value text as GTK's accessibility holds them), and a
                        "ready" line after the first paint. Times are seconds on the frame
                        clock, in order (paint lines aside); every line names its page.
      --frames          Also write a frame line for each tick and touch that moves a sheet
                        or scrolls its list, and a "drawn" line after each paint that
                        changed the search list's rows: each row GTK shows (its item's
                        position, title, y and height in the viewport), GTK's offset and
                        its largest (implies --trace).
      --paint-trace     Also write {"t","event":"paint","page","height","wall"} after
                        every painted frame, t being the frame clock's time, height the
                        page's sheet as drawn and wall the monotonic clock (s); and an
                        "input" line per pointer motion with its X event times (ms), for
                        finger-to-frame latency (implies --trace).
      --check-invariants
                        Check the core's invariants after every event and frame and write
                        {"t","event":"violation","message","page"} when one fails
                        (implies --frames).
      --record <file>   When the demo quits (window closed, SIGINT or SIGTERM), write
                        each shown page's session as a scenario file that sheet-sim
                        replays: every input the sheet gave its core and every frame
                        tick, at the core's clock. The first page goes to <file>, each
                        other page to <file> with "-<page>" before its extension
                        (rec.json, rec-search.json). Attach them to a bug report.
                        A folder that is missing or not writable is an error at start-up
                        (exit status 2).
      --settings <file> A scenario file whose configuration (detents, spring, snapping,
                        dismissible, keyboard, detentSpace, touchSlop, reduceMotion) the
                        shown page's sheet takes each time F5 is pressed, the file read
                        again: try a live sheet's settings while it runs. Detents, Reduce
                        Motion and the keyboard policy change at once; the rest once the
                        sheet rests. A file that cannot be read is an error at start-up
                        (exit status 2). With --trace, F5 writes a "settings" line.
      --answer-dismissal <answer>
                        With a settings file whose dismissalConfirmation asks, answer
                        each dismissal attempt yes or no 0.8 s after it (a stand-in
                        for the app's "Discard changes?" question). Default: no answer.
      -h, --help        Show help information.

    """
}
