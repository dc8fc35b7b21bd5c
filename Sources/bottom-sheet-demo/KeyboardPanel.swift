#if os(Linux)
  import BottomSheetCore
  import CGtk4

  /// The simulated on-screen keyboard: a grey panel of key caps across the bottom of the window,
  /// shown while the search field has focus (Linux desktops have no on-screen keyboard to test
  /// the sheet's keyboard policy with). It comes and goes when the sheet takes the keyboard
  /// (`BottomSheetView.onKeyboardChange`): a field focused while a finger holds the sheet shows
  /// it at the release, with the sheet's lift.
  @MainActor
  final class KeyboardPanel {
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The keyboard's height in points.
    let height: Double

    init(height: Double) {
      self.height = height
      widget = WidgetKit.drawing(width: 100, height: Int32(height.rounded())) { cr, width, height in
        Self.draw(cr, width: width, height: height)
      }
      gtk_widget_set_valign(widget, GTK_ALIGN_END)
      gtk_widget_set_hexpand(widget, 1)
      gtk_widget_set_visible(widget, 0)
    }

    /// How long the panel takes to come or go, in seconds: 0.25, about what UIKit's keyboard
    /// notifications give in `UIKeyboardAnimationDurationUserInfoKey`; the sheet is told the same
    /// (with ease-in-out), so it moves with the panel.
    static let animationDuration = 0.25

    /// Whether the panel takes pointer input: not while a finger holds a sheet, whose release
    /// over the panel (an overlay above the sheets, as the page switcher is) would never reach the
    /// sheet's drag gesture, leaving the sheet held.
    var isTargetable = true {
      didSet { gtk_widget_set_can_target(widget, isTargetable ? 1 : 0) }
    }

    /// Whether the panel shows (or is on its way in).
    private(set) var isShown = false
    /// The panel's animation: from which height, toward which, from when (frame-clock µs).
    private var animation: (from: Double, to: Double, start: Int?)?
    private var tickID: guint = 0
    /// The height drawn now, in points.
    private var shownHeight = 0.0

    /// Shows or hides the panel over ``animationDuration`` along ease-in-out: its top rises or
    /// falls with the curve the core moves the sheet on.
    func animate(shown: Bool) {
      guard shown != isShown else { return }
      isShown = shown
      animation = (shownHeight, shown ? height : 0, nil)
      gtk_widget_set_visible(widget, 1)
      guard tickID == 0 else { return }
      tickID = gtk_widget_add_tick_callback(
        widget,
        { _, clock, data in
          guard let clock, let data else { return 0 }
          let panel = Unmanaged<KeyboardPanel>.fromOpaque(data).takeUnretainedValue()
          let time = gdk_frame_clock_get_frame_time(clock)
          return MainActor.assumeIsolated { panel.frame(at: time) } ? 1 : 0
        }, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// One frame of the animation; returns whether to go on.
    private func frame(at time: Int) -> Bool {
      guard var current = animation else {
        tickID = 0
        return false
      }
      if current.start == nil {
        current.start = time
        animation = current
      }
      let elapsed = Double(time - (current.start ?? time)) / 1_000_000
      let progress = min(1, elapsed / Self.animationDuration)
      shownHeight =
        current.from + (current.to - current.from) * KeyboardAnimationCurve.easeInOut.value(at: progress).value
      gtk_widget_set_size_request(widget, 100, Int32(shownHeight.rounded()))
      guard progress < 1 else {
        animation = nil
        tickID = 0
        if !isShown { gtk_widget_set_visible(widget, 0) }
        return false
      }
      return true
    }

    /// Draws a panel with three rows of letter keys and a space bar.
    static func draw(_ cr: OpaquePointer, width: Double, height: Double) {
      cairo_set_source_rgb(cr, 0.82, 0.83, 0.86)
      cairo_paint(cr)
      let rows = [10, 9, 7]
      let gap = 6.0
      // Four rows of keys, at most 50 points tall, above a strip like a phone's home indicator.
      let keyHeight = max(8, min(50, (height - 5 * gap - 34) / 4))
      let keyWidth = (width - 11 * gap) / 10
      var y = gap + 4
      cairo_set_source_rgb(cr, 1, 1, 1)
      for count in rows {
        let rowWidth = Double(count) * keyWidth + Double(count - 1) * gap
        var x = (width - rowWidth) / 2
        for _ in 0..<count {
          key(cr, x: x, y: y, width: keyWidth, height: keyHeight)
          x += keyWidth + gap
        }
        y += keyHeight + gap
      }
      key(cr, x: width * 0.25, y: y, width: width * 0.5, height: keyHeight)
      cairo_fill(cr)
    }

    private static func key(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double) {
      WidgetKit.roundedRectangle(cr, x: x, y: y, width: width, height: height, radius: 5)
    }
  }
#endif
