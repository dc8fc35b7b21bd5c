import SwiftUI

@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  /// Sets the detents of the sheet this view is the content of.
  ///
  /// Apply it inside the content of ``bottomSheet(isPresented:onDismiss:content:)`` or
  /// ``bottomSheet(item:onDismiss:content:)``, as SwiftUI's `presentationDetents(_:)`. The sheet
  /// presents at the lowest detent. Changing the set re-resolves the detents and keeps the sheet
  /// at its detent when it is still in the set (at the nearest one otherwise).
  /// - Parameter detents: The detents; an empty set is replaced by one at the largest height.
  /// - Returns: The content.
  nonisolated public func sheetDetents(_ detents: Set<SheetDetent>) -> some View {
    modifier(SheetDetentsDeclaration(detents: SheetDetentConversion.list(detents), selection: nil))
  }

  /// Sets the detents of the sheet this view is the content of, and binds the detent it rests at.
  ///
  /// The sheet presents at the selected detent. Set the selection to move the sheet; the sheet
  /// sets it when it comes to rest at another detent.
  /// - Parameters:
  ///   - detents: The detents; an empty set is replaced by one at the largest height.
  ///   - selection: The detent the sheet rests at.
  /// - Returns: The content.
  nonisolated public func sheetDetents(_ detents: Set<SheetDetent>, selection: Binding<SheetDetent>) -> some View {
    modifier(SheetDetentsDeclaration(detents: SheetDetentConversion.list(detents), selection: selection))
  }
}

/// Gives a sheet the detents (and selection) its content declares.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetDetentsDeclaration: ViewModifier {
  let detents: [SheetDetent]
  let selection: Binding<SheetDetent>?

  @Environment(\.sheetContentDriver) private var driver

  func body(content: Content) -> some View {
    if let driver {
      content
        .onChange(of: detents, initial: true) { _, detents in
          driver.setDetents(detents)
          if let selection,
            let input = SheetDetentConversion.input(forSelection: selection.wrappedValue, target: driver.targetDetentID)
          {
            driver.apply(input)
          }
          // A presentation waits for these: present now, at the selected detent.
          driver.presentIfPending()
        }
        .modifier(SheetSelectionSync(driver: driver, selection: selection))
    } else {
      content
    }
  }
}
