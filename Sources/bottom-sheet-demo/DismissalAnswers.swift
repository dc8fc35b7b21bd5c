#if os(Linux)
  import CGtk4
  import GtkBottomSheet

  extension Gallery {
    /// The time the demo takes to answer a dismissal attempt, in milliseconds: as long as a
    /// person reading a short question might.
    static let dismissalAnswerDelay: guint = 800

    /// With `--answer-dismissal`, answers each of `sheet`'s dismissal attempts (the core's
    /// `SheetEvent.dismissAttempted`) after ``dismissalAnswerDelay``, and writes an
    /// `answeredDismissal` trace line (for the shown page) with the answer.
    func answerDismissals(of sheet: BottomSheetView) {
      guard let answer = options.dismissalAnswer else { return }
      sheet.onDismissAttempt = { [unowned self, unowned sheet] _ in
        let reply = DismissalReply(gallery: self, sheet: sheet, answer: answer)
        g_timeout_add_full(
          G_PRIORITY_DEFAULT, Self.dismissalAnswerDelay,
          { data in
            guard let data else { return 0 }
            let reply = Unmanaged<DismissalReply>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { reply.send() }
            return 0
          }, Unmanaged.passRetained(reply).toOpaque(),
          { data in if let data { Unmanaged<DismissalReply>.fromOpaque(data).release() } })
      }
    }
  }

  /// One answer waiting for its time.
  private final class DismissalReply {
    unowned let gallery: Gallery
    unowned let sheet: BottomSheetView
    let answer: Bool

    init(gallery: Gallery, sheet: BottomSheetView, answer: Bool) {
      self.gallery = gallery
      self.sheet = sheet
      self.answer = answer
    }

    @MainActor func send() {
      gallery.writeTraceLine("answeredDismissal", fields: [("dismiss", answer ? "true" : "false")])
      sheet.answerDismissal(answer)
    }
  }
#endif
