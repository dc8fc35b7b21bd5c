#if os(Linux)
  import CGtk4
  import GtkBottomSheet

  extension Gallery {
    /// The time the demo takes to answer a dismissal attempt, in milliseconds: as long as a
    /// person reading a short question might.
    static let dismissalAnswerDelay: guint = 800

    /// With `--answer-dismissal`, answers each of `sheet`'s dismissal attempts after
    /// ``dismissalAnswerDelay``, and writes an `answeredDismissal` trace line (for the shown page)
    /// with the answer. It listens to the widget's GObject signal `dismiss-attempt`, as a C or
    /// Vala app would.
    func answerDismissals(of sheet: BottomSheetView) {
      guard let answer = options.dismissalAnswer else { return }
      let reply = DismissalReply(gallery: self, sheet: sheet, answer: answer)
      connectSignal(
        sheet.widget, "dismiss-attempt", .string(onDismissAttempt), userData: Unmanaged.passRetained(reply).toOpaque(),
        destroy: { data, _ in if let data { Unmanaged<DismissalReply>.fromOpaque(data).release() } })
    }
  }

  /// The answer to give a sheet's attempts.
  @MainActor private final class DismissalReply {
    unowned let gallery: Gallery
    unowned let sheet: BottomSheetView
    let answer: Bool

    init(gallery: Gallery, sheet: BottomSheetView, answer: Bool) {
      self.gallery = gallery
      self.sheet = sheet
      self.answer = answer
    }

    /// Answers after ``Gallery/dismissalAnswerDelay``.
    func schedule() {
      g_timeout_add_full(
        G_PRIORITY_DEFAULT, Gallery.dismissalAnswerDelay,
        { data in
          guard let data else { return 0 }
          let reply = Unmanaged<DismissalReply>.fromOpaque(data).takeUnretainedValue()
          MainActor.assumeIsolated { reply.send() }
          return 0
        }, Unmanaged.passRetained(self).toOpaque(),
        { data in if let data { Unmanaged<DismissalReply>.fromOpaque(data).release() } })
    }

    func send() {
      gallery.writeTraceLine("answeredDismissal", fields: [("dismiss", answer ? "true" : "false")])
      sheet.answerDismissal(answer)
    }
  }

  private let onDismissAttempt: StringSignalHandler = { _, _, data in
    guard let data else { return }
    let reply = Unmanaged<DismissalReply>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { reply.schedule() }
  }
#endif
