import SwiftUI

// The gesture rules' modifiers. They apply where the sheet is presented (as `onSheetEvent`
// does): on the view that presents it, or a view above it.

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  /// Sets whether a drag on the scrollable content of sheets presented in this view resizes the
  /// sheet or scrolls the content below the highest detent, as
  /// `presentationContentInteraction(_:)` does for SwiftUI's sheets.
  ///
  /// ```swift
  /// .bottomSheet(isPresented: $showsPlaces) { PlaceList() }
  /// .sheetContentInteraction(.scrolls)
  /// ```
  nonisolated public func sheetContentInteraction(_ interaction: SheetContentInteraction) -> some View {
    transformEnvironment(\.sheetOptions) { options in
      var rules = options.gestures.handoff ?? ScrollHandoffRules()
      rules.expand = interaction.expand
      options.gestures.handoff = rules
    }
  }

  /// Sets when a drag on the scrollable content of sheets presented in this view hands over
  /// between the sheet and the content, per direction (the core's `ScrollHandoffRules`).
  ///
  /// - Parameters:
  ///   - expand: An upward drag below the highest detent: `.midGesture` (the sheet rises, then
  ///     the same drag scrolls; the default), `.atStart` (only a drag that begins at the highest
  ///     detent scrolls) or `.never` (the content scrolls at every detent: ``SheetContentInteraction/scrolls``).
  ///   - collapse: A downward drag on scrolled content: `.midGesture` (it scrolls to the top,
  ///     then the same drag lowers the sheet; the default), `.atStart` (only a drag that begins at
  ///     the top lowers the sheet: no accidental collapse) or `.never` (only the header lowers it;
  ///     at the highest detent a pull down at the content's top stays the content's, so a
  ///     `refreshable` list's refresh control can be pulled — with the other two it lowers the
  ///     sheet and the refresh control is never reached).
  ///   - carriesMomentum: Whether a flick that expands the sheet to its highest detent scrolls
  ///     the content on with the fling's remaining momentum (default `false`, as Apple's sheets).
  nonisolated public func sheetHandoff(
    expand: HandoffMode = .midGesture, collapse: HandoffMode = .midGesture, carriesMomentum: Bool = false
  ) -> some View {
    transformEnvironment(\.sheetOptions) {
      $0.gestures.handoff = ScrollHandoffRules(expand: expand, collapse: collapse, carriesMomentum: carriesMomentum)
    }
  }

  /// Sets where a drag may start on sheets presented in this view: the whole card (the default),
  /// the header, or the grabber only. Outside it the content keeps its own gestures (a map, a
  /// slider), and a list scrolls without moving the sheet.
  nonisolated public func sheetDragArea(_ area: SheetDragArea) -> some View {
    transformEnvironment(\.sheetOptions) { $0.gestures.dragArea = area }
  }

  /// Adds an action to perform each time the detent that sheets presented in this view would
  /// settle on, if released now, changes during a drag (the core's live target).
  ///
  /// The action receives the detent's id, or `"hidden"`. For a selection haptic on each change,
  /// keep the target in state and give it to SwiftUI's `sensoryFeedback`:
  ///
  /// ```swift
  /// @State private var target = ""
  /// …
  /// .bottomDrawer { Nearby() }
  /// .onSheetTargetChange { target = $0 }
  /// .sensoryFeedback(.selection, trigger: target)
  /// ```
  nonisolated public func onSheetTargetChange(_ action: @escaping (String) -> Void) -> some View {
    transformEnvironment(\.sheetOptions) {
      $0.gestures.reportsLiveTarget = true
      $0.eventHandlers.append(
        SheetEventHandler { event in
          if case .targetChanged(let target) = event { action(target) }
        })
    }
  }

  /// Asks the app before (or after) the user dismisses sheets presented in this view: a drag or
  /// flick toward hidden, a tap on the scrim, Escape. A programmatic dismissal (the binding set to
  /// `false`) is never asked.
  ///
  /// - Parameters:
  ///   - confirmation: `.askFirst` (the default): the sheet springs back to its lowest detent,
  ///     and goes if `shouldDismiss` returns `true`. `.askAfter` (swipe-through): the sheet goes
  ///     at once (a modal sheet's binding becomes `false`), and comes back at the detent it left,
  ///     its binding `true` again, if `shouldDismiss` returns `false`; `onDismiss` waits for the
  ///     answer and runs only for `true`.
  ///   - shouldDismiss: Whether to dismiss; it may await a confirmation dialog. An answer that
  ///     comes after the attempt is over (answered, replaced, or ended by the app) is dropped.
  ///
  /// ```swift
  /// .bottomSheet(isPresented: $editing) { Editor(draft: draft) }
  /// .sheetDismissalConfirmation { await confirmDiscard() }
  /// ```
  ///
  /// On a UIKit presentation, `.askFirst` sets `isModalInPresentation` (as
  /// `interactiveDismissDisabled()` does) and takes `presentationControllerDidAttemptToDismiss`
  /// as the attempt; `.askAfter` takes `presentationControllerDidDismiss`. With
  /// ``sheetDismissalDisabled(_:)`` the user cannot dismiss at all, so nothing is asked.
  nonisolated public func sheetDismissalConfirmation(
    _ confirmation: DismissalConfirmation = .askFirst,
    shouldDismiss: @escaping @MainActor () async -> Bool
  ) -> some View {
    transformEnvironment(\.sheetOptions) {
      $0.gestures.dismissalConfirmation = confirmation
      $0.dismissalQuestion = shouldDismiss
    }
  }
}
