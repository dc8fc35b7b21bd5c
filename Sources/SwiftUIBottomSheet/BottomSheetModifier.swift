import SwiftUI

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  /// Presents a modal sheet over this view while a binding is `true`.
  ///
  /// The sheet presents at its detent (``sheetDetents(_:selection:)`` in `content`; ``SheetDetent/large``
  /// when it declares none) on the core's spring, dims what lies beneath (``sheetScrim(opacity:)``) and
  /// isolates VoiceOver in itself. A drag down past its lowest detent, a tap on the scrim, Escape or
  /// VoiceOver's escape gesture dismisses it, unless ``sheetDismissalDisabled(_:)``.
  ///
  /// On macOS apply it to a view that fills the window: there the sheet is drawn in an overlay of
  /// this view, only as large as it (macOS has no full-screen cover).
  ///
  /// ```swift
  /// .bottomSheet(isPresented: $showsFilters) {
  ///   Filters()
  ///     .sheetDetents([.medium, .large], selection: $detent)
  /// }
  /// ```
  ///
  /// The sheet covers this view: apply the modifier to the root of the screen.
  /// - Parameters:
  ///   - isPresented: Whether the sheet is presented. The sheet sets it to `false` once a
  ///     dismissal it started has finished.
  ///   - onDismiss: Called when the sheet has finished hiding, however it was dismissed.
  ///   - content: The sheet's content, below its grabber.
  /// - Returns: The view that presents the sheet.
  nonisolated public func bottomSheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      SheetPresenter(
        kind: .modal, detents: nil, isPresented: isPresented, onDismiss: onDismiss, sheetContent: content))
  }

  /// Presents a modal sheet over this view for an item.
  ///
  /// The sheet shows while `item` is not `nil` and sets it to `nil` once a dismissal it started has
  /// finished. A new item replaces the content of a sheet already shown; the last item stays on
  /// screen while the sheet hides. Otherwise as ``bottomSheet(isPresented:onDismiss:content:)``.
  /// - Parameters:
  ///   - item: The item the sheet shows.
  ///   - onDismiss: Called when the sheet has finished hiding.
  ///   - content: The sheet's content for an item.
  /// - Returns: The view that presents the sheet.
  nonisolated public func bottomSheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(ItemSheetPresenter(item: item, onDismiss: onDismiss, content: content))
  }

  /// Presents a modal tray over this view, exactly as tall as its content, while a binding is
  /// `true`.
  ///
  /// The tray measures its content at the height the content asks for and rests at that height
  /// (rounded up to a whole point, between 80 points and 90 % of the container: the core's
  /// ``SheetDetent/fitted``). When the content changes — one step of a flow giving way to the
  /// next — the tray moves to the new height on the core's spring, keeping any velocity it has.
  /// Give content taller than the screen a frame of its own.
  ///
  /// ```swift
  /// .fittedTray(isPresented: $showsWallet) {
  ///   WalletFlow(step: step)
  /// }
  /// ```
  /// - Parameters:
  ///   - isPresented: Whether the tray is presented; set to `false` once a dismissal it started has
  ///     finished.
  ///   - onDismiss: Called when the tray has finished hiding.
  ///   - content: The tray's content.
  /// - Returns: The view that presents the tray.
  nonisolated public func fittedTray<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      SheetPresenter(
        kind: .tray, detents: [.fitted], isPresented: isPresented, onDismiss: onDismiss, sheetContent: content))
  }

  /// Presents a tray exactly as tall as its content: the name the Dynamic Height Tray component
  /// uses for ``fittedTray(isPresented:onDismiss:content:)``, so its users can switch by changing
  /// an import.
  nonisolated public func dynamicHeightTray<Tray: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Tray
  ) -> some View {
    fittedTray(isPresented: isPresented, content: content)
  }
}

/// ``View/bottomSheet(item:onDismiss:content:)``: a modal sheet shown while an item is present.
///
/// The content is built from the item as it is now, so an item that changes and keeps its id
/// updates the content; while the sheet moves out after the item became `nil`, the last item
/// stays on screen.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct ItemSheetPresenter<Item: Identifiable, SheetContent: View> {
  let item: Binding<Item?>
  let onDismiss: (() -> Void)?
  let content: (Item) -> SheetContent

  @State private var last = LastItem<Item>()

  init(item: Binding<Item?>, onDismiss: (() -> Void)?, content: @escaping (Item) -> SheetContent) {
    self.item = item
    self.onDismiss = onDismiss
    self.content = content
  }
}

// The conformance in an extension keeps the type from being inferred main-actor isolated, so the
// `nonisolated` modifier can make it.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
extension ItemSheetPresenter: ViewModifier {
  func body(content: Content) -> some View {
    let last = self.last
    let item = self.item
    let makeContent = self.content
    // Remembered while rendering: a plain reference, never observed, so no update follows.
    let _ = last.remember(item.wrappedValue)
    // The binding's closures capture only a main-actor object: they are `@Sendable` in the iOS 26
    // SDK (`Binding.init(get:set:)`), and an item need not be.
    let presence = ItemPresence(item: item, last: last)
    return content.modifier(
      SheetPresenter(
        kind: .modal, detents: nil,
        isPresented: Binding(get: { presence.isPresent }, set: { presence.setPresent($0) }),
        onDismiss: onDismiss
      ) {
        if let shown = item.wrappedValue ?? last.item {
          // One identity per item, as SwiftUI's `sheet(item:)` builds a fresh hierarchy for each:
          // the content's state does not carry over from one item to the next.
          makeContent(shown).id(shown.id)
        }
      })
  }
}

/// An item sheet's binding as a presence (`true` while an item is there), with the last item it
/// showed to restore: a main-actor object, so the closures of the `Binding<Bool>` made from it
/// capture nothing that is not `Sendable`.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
final class ItemPresence<Item> {
  private let item: Binding<Item?>
  private let last: LastItem<Item>

  init(item: Binding<Item?>, last: LastItem<Item>) {
    self.item = item
    self.last = last
  }

  /// Whether an item is there.
  var isPresent: Bool { item.wrappedValue != nil }

  /// Clears the item, or puts the last one back (`Optional.setPresent(_:restoring:)`).
  func setPresent(_ present: Bool) {
    item.wrappedValue.setPresent(present, restoring: last.item)
  }
}

/// The last item a sheet showed, kept for the frames in which it moves out.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
final class LastItem<Item> {
  private(set) var item: Item?

  nonisolated init() {}

  /// Keeps `item` when there is one.
  func remember(_ item: Item?) {
    if let item { self.item = item }
  }
}
