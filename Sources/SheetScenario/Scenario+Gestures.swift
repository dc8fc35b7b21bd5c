import BottomSheetCore

/// The scenario fields of the gesture rules: the handoff rules, the drag area and the dismissal
/// confirmation (the Scenarios article documents them).
extension Scenario {
  /// Reads `handoff` (`{"expand", "collapse": "midGesture" | "atStart" | "never",
  /// "carriesMomentum": bool}`), `dragArea` (`"card" | "header" | "grabber"`), `grabberHeight`
  /// (points), `liveTarget` (bool) and `dismissalConfirmation` (`"none" | "askFirst" | "askAfter"`) into
  /// `configuration`; a field left out keeps the core's default.
  ///
  /// - Throws: ``ScenarioError`` naming a field of the wrong type or an unknown choice.
  static func readGestureFields(
    _ file: JSONObject, into configuration: inout SheetConfiguration, diagnostics: inout [String]
  ) throws(ScenarioError) {
    if let handoff = try file.object("handoff") {
      configuration.handoff = ScrollHandoffRules(
        expand: try handoff.choice("expand", HandoffMode.self) ?? .midGesture,
        collapse: try handoff.choice("collapse", HandoffMode.self) ?? .midGesture,
        carriesMomentum: try handoff.bool("carriesMomentum") ?? false)
    }
    configuration.dragArea = try file.choice("dragArea", SheetDragArea.self) ?? .card
    if let row = try file.number("grabberHeight") {
      if row >= 0, row <= SheetContainer.maximumHeight {
        configuration.grabberHeight = row
      } else {
        diagnostics.append("grabberHeight \(row) is not a length in [0, 1000000] points; using 24")
      }
    }
    configuration.dismissalConfirmation =
      try file.choice("dismissalConfirmation", DismissalConfirmation.self) ?? .off
    configuration.reportsLiveTarget = try file.bool("liveTarget") ?? false
  }

  /// The gesture fields of `configuration` that differ from the core's defaults, so a file
  /// written before they existed is written back as it was.
  static func gestureFields(of configuration: SheetConfiguration) -> JSONFields {
    var fields: JSONFields = [:]
    let handoff = configuration.handoff
    if handoff != ScrollHandoffRules() {
      fields["handoff"] = .object([
        "expand": .string(handoff.expand.rawValue), "collapse": .string(handoff.collapse.rawValue),
        "carriesMomentum": .bool(handoff.carriesMomentum),
      ])
    }
    if configuration.dragArea != .card { fields["dragArea"] = .string(configuration.dragArea.rawValue) }
    if configuration.grabberHeight != SheetConfiguration(detents: []).grabberHeight {
      fields["grabberHeight"] = .number(configuration.grabberHeight)
    }
    if configuration.reportsLiveTarget { fields["liveTarget"] = .bool(true) }
    if configuration.dismissalConfirmation != .off {
      fields["dismissalConfirmation"] = .string(configuration.dismissalConfirmation.rawValue)
    }
    return fields
  }
}
