import Foundation
import Motion
import SDLHost
import Testing
import ViewKit

@testable import DrawerApp

/// The demo's tunables: names, ranges, errors, and each taking effect on the next transition.
struct MotionSettingsTests {
    @Test func namesAndRangesAreChecked() throws {
        let settings = MotionSettings()
        #expect(throws: SettingError.self) { try settings.set("card.responze", to: 0.4) }
        #expect(throws: SettingError.self) { try settings.set("card.response", to: 9) }
        #expect(throws: SettingError.self) { try settings.set("card.response", to: .nan) }
        #expect(settings[CardDrawerMode.response] == 0.3, "a refused value changes nothing")
        #expect(throws: Never.self) { try settings.set("card.response", to: 0.45) }
        #expect(settings[CardDrawerMode.response] == 0.45)
        settings.reset()
        #expect(settings[CardDrawerMode.response] == 0.3)
        #expect(throws: SettingError.self) { try MotionSettings.parse("card.response") }
        #expect(try MotionSettings.parse("modal.travel=400") == MotionSettings.Assignment(name: "modal.travel", value: 400))
        for tunable in MotionSettings.tunables {
            #expect(tunable.range.contains(tunable.defaultValue), "\(tunable.name)'s default lies in its range")
        }
    }

    /// A changed response gives the next card animator the settling time `drawer curve
    /// --settling` reports for that spring (the same closed form).
    @Test func aChangedCardSpringTakesEffectOnTheNextTransition() throws {
        let rig = DemoRig(mode: .card)
        try rig.app.settings.set("card.response", to: 0.6)
        rig.key(.space)
        let animator = try #require(rig.card.animator)
        let expected = Spring(validDampingRatio: 0.8, response: 0.6).settlingDuration()
        #expect(animator.duration == expected)
        #expect(expected > Spring(validDampingRatio: 0.8, response: 0.3).settlingDuration() * 1.5)
    }

    @Test func theModalTravelSetsHowFarADragDismisses() throws {
        let rig = DemoRig(mode: .modal)
        try rig.app.settings.set("modal.travel", to: 400)
        ModalModeTests.presentDetail(rig)
        rig.drag(from: Point(x: 300, y: 300), step: Point(x: 10, y: 0), frames: 20, release: false)
        let progress = try #require(rig.app.mode.transition?.progress)
        #expect(abs(progress - 200.0 / 400) < 1e-9, "200 points of a 400-point travel: \(progress)")
    }

    @Test func sideAndSpinDurationsAreTheirs() throws {
        let rig = DemoRig(mode: .side)
        try rig.app.settings.set("side.duration", to: 0.4)
        rig.key(.right)
        rig.frames(23)
        #expect(rig.side.transition != nil)
        rig.frames(1)
        #expect(rig.side.transition == nil, "0.4 s is 24 frames; the default 0.8 s would still be running")
        rig.settle()
        #expect(rig.stack.count == 2)
        let context = rig.side.transition
        #expect(context == nil)
        try rig.app.settings.set("spin.pop_duration", to: 2)
        rig.key(.character("4"))
        rig.key(.right)
        rig.settle()
        rig.key(.left)
        let pop = try #require(rig.app.mode.transition)
        #expect(pop.animatedTransitioning.transitionDuration(using: pop) == 2)
    }

    /// What C prints compiles as Swift against the UIKit signatures it uses.
    @Test func theCopiedCodeIsValidSwift() throws {
        let settings = MotionSettings()
        try settings.set("card.response", to: 0.42)
        let stub = """
            typealias CGFloat = Double
            struct CGVector { var dx: CGFloat; var dy: CGFloat }
            class UISpringTimingParameters {
                init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGVector) {}
            }
            class UIViewPropertyAnimator {
                enum Curve { case easeInOut, easeIn, easeOut, linear }
                var duration: Double = 0
                init(duration: Double, timingParameters: UISpringTimingParameters) {}
                init(duration: Double, curve: Curve, animations: (() -> Void)? = nil) {}
            }
            enum UIModalPresentationStyle { case automatic, fullScreen, overFullScreen, pageSheet, custom }
            protocol UISheetPresentationControllerDetentResolutionContext { var maximumDetentValue: CGFloat { get } }
            class UISheetPresentationController {
                class Detent {
                    struct Identifier: Hashable { init(_ rawValue: String) {}; static let medium = Identifier("m"); static let large = Identifier("l") }
                    static func medium() -> Detent { Detent() }
                    static func large() -> Detent { Detent() }
                    static func custom(
                        identifier: Identifier? = nil,
                        resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
                    ) -> Detent { Detent() }
                }
                var detents: [Detent] = []
                var selectedDetentIdentifier: Detent.Identifier?
                var largestUndimmedDetentIdentifier: Detent.Identifier?
                var prefersGrabberVisible = false
            }
            class UIViewController {
                var modalPresentationStyle = UIModalPresentationStyle.automatic
                var sheetPresentationController: UISheetPresentationController? { nil }
                class Transition {
                    class ZoomOptions {
                        class InteractionContext {}
                        var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
                        init() {}
                    }
                    class ZoomSourceViewProviderContext {}
                    static func zoom(
                        options: ZoomOptions? = nil, sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
                    ) -> Transition { Transition() }
                }
                var preferredTransition: Transition?
            }
            class UIView {
                struct AnimationOptions: OptionSet { let rawValue: UInt; static let allowUserInteraction = AnimationOptions(rawValue: 2) }
                struct KeyframeAnimationOptions: OptionSet { let rawValue: UInt; static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 2) }
                class func animate(
                    withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: CGFloat,
                    initialSpringVelocity velocity: CGFloat, options: AnimationOptions, animations: @escaping () -> Void) {}
                class func animateKeyframes(
                    withDuration duration: Double, delay: Double, options: KeyframeAnimationOptions, animations: @escaping () -> Void) {}
            }
            """
        var source = stub + "\n"
        for mode in ModeName.allCases {
            source += "func \(mode.rawValue)Motion() {\n\(settings.swiftCode(for: mode))\n}\n"
        }
        #expect(source.contains("response 0.42"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-code-\(UUID()).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-suppress-warnings", file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)\n\(source)")
    }

    /// The panel's code is the whole timing call, wrapped between arguments, never between a
    /// label and its value: every line fits the width and the continuation lines are indented.
    @Test(arguments: [
        (ModeName.side, "let release = UISpringTimingParameters(mass: 1,", "initialVelocity: CGVector(dx: 0, dy: releaseVelocity))"),
        (.card, "let timing = UISpringTimingParameters(mass: 1,", "dy: min(relativeVelocity, 30)))"),
        (.modal, "let animator = UIViewPropertyAnimator(duration: 0.35,", "curve: .easeOut)"),
        (.spin, "UIView.animate(withDuration: 0.8, delay: 0,", "options: [.allowUserInteraction], animations: {})"),
        (.zoom, "let release = UISpringTimingParameters(mass: 1,", "initialVelocity: CGVector(dx: 0, dy: relativeVelocity))"),
        (.sheet, "sheet.detents = [.custom(identifier: peek) {", ".medium(), .large()]"),
    ])
    func panelCodeIsTheWholeCallWrappedBetweenArguments(mode: ModeName, start: String, end: String) {
        let lines = MotionSettings().swiftSummary(for: mode, width: 44)
        for line in lines {
            #expect(line.count <= 44, "\(line)")
            #expect(!line.hasSuffix(":"), "a label parted from its value: \(lines)")
        }
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") })
        let joined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(joined.replacingOccurrences(of: " ", with: "").hasPrefix(start.replacingOccurrences(of: " ", with: "")), "\(joined)")
        #expect(joined.hasSuffix(end), "\(joined)")
    }
}
