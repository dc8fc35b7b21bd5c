import SwiftUI

/// What the layer says to VoiceOver about the sheet, in the user's language: the core's
/// announcement of a rest (`SheetEvent.announce`) and the names of its actions
/// (`SheetState.accessibilityActions`). The core decides when and what; this only words it.
///
/// A detent the app named (`SheetConfiguration.accessibilityNames`, from
/// ``View/sheetAccessibilityNames(_:)``) is spoken by its name, which the app localizes; one
/// without is named by its place, each place a phrase of its own in the string catalog, so that
/// a language can word each whole.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
package struct SheetSpeech: Sendable, Hashable {
  /// The string catalog's key (`Resources/Localizable.xcstrings`).
  package var key: String
  /// The English format, with positional placeholders (`%1$@` the app's name, then `%lld`s).
  package var english: String
  /// The app's name for the detent, the first argument, when the key has `%@`.
  package var name: String?
  /// The numbers, in order: a position from 1 (the lowest) and the count of distinct heights.
  package var numbers: [Int]

  /// The phrase in the language of `bundle`'s table: the catalog's format, or the English one
  /// when the table has no entry (on Linux, where the catalog is copied, not compiled).
  package func localized(in bundle: Bundle) -> String {
    let format = bundle.localizedString(forKey: key, value: english, table: nil)
    let arguments: [any CVarArg] = (name.map { [$0] } ?? []) + numbers
    return String(format: format, arguments: arguments)
  }

  /// The announcement of a rest at `detent`, `position` of `count`: "Sheet at middle, 2 of 3",
  /// or with the app's `names`, "Sheet at Half, 2 of 3".
  package static func announcement(detent: String, position: Int, count: Int, names: [String: String]) -> SheetSpeech {
    if let name = names[detent] {
      return SheetSpeech(
        key: "Sheet at %@, %lld of %lld", english: "Sheet at %1$@, %2$lld of %3$lld", name: name,
        numbers: [position, count])
    }
    let place = SheetAccessibilityPlace(position: position, count: count).rawValue
    return SheetSpeech(
      key: "Sheet at \(place), %lld of %lld", english: "Sheet at \(place), %1$lld of %2$lld", name: nil,
      numbers: [position, count])
  }

  /// The name of a named action: "Expand to top", "Collapse to bottom", "Dismiss", or with the
  /// app's `names`, "Expand to Full".
  package static func name(of action: SheetAccessibilityAction, names: [String: String]) -> SheetSpeech {
    guard let target = action.target else { return SheetSpeech(key: "Dismiss", english: "Dismiss", numbers: []) }
    let verb = action.kind == .expand ? "Expand" : "Collapse"
    if let name = names[target.detent] {
      return SheetSpeech(key: "\(verb) to %@", english: "\(verb) to %1$@", name: name, numbers: [])
    }
    let place = SheetAccessibilityPlace(position: target.position, count: target.count).rawValue
    return SheetSpeech(key: "\(verb) to \(place)", english: "\(verb) to \(place)", numbers: [])
  }

  /// Every key the announcements and actions look up, as the catalog must hold them.
  package static let keys: [String] =
    SheetAccessibilityPlace.allCases.map { "Sheet at \($0.rawValue), %lld of %lld" } + [
      "Sheet at %@, %lld of %lld", "Expand to middle", "Expand to top", "Expand to %@", "Collapse to bottom",
      "Collapse to middle", "Collapse to %@", "Dismiss",
    ]
}

/// The core's named actions (`SheetState.accessibilityActions`: expand, collapse, dismiss when
/// allowed) as VoiceOver actions on the view, named in the user's language (``SheetSpeech``),
/// each sending its input to the core. Actions that do not apply now are not offered.
@available(iOS 17, macOS 14, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct SheetAccessibilityActions: ViewModifier {
  let driver: SheetDriver

  func body(content: Content) -> some View {
    let names = driver.state.configuration.accessibilityNames
    return content.accessibilityActions {
      ForEach(driver.accessibilityActions, id: \.kind) { action in
        Button {
          perform(action.kind)
        } label: {
          Text(verbatim: SheetSpeech.name(of: action, names: names).localized(in: .module))
        }
      }
    }
  }

  /// Sends the action's input when the core still offers it (the sheet may have moved since
  /// VoiceOver read the rotor).
  private func perform(_ kind: SheetAccessibilityAction.Kind) {
    guard let action = driver.state.accessibilityActions.first(where: { $0.kind == kind }) else { return }
    driver.apply(action.input)
  }
}
