import Motion
import Testing

@testable import ViewKit

/// UIView's transitions, the layer's Core Animation names, and the rest of the block API.
struct AnimationAPITests {
    /// `transition(with:)` with `.transitionCrossDissolve`: what the block adds fades in to its
    /// own alpha, what it hides fades out and is hidden at the end with its alpha given back,
    /// halfway on a linear curve at half of each; the completion runs once, finished.
    @Test func transitionWithCrossDissolvesWhatTheBlockAddsAndHides() {
        let stage = AnimationStage()
        let leaving = View(frame: Rect(x: 0, y: 0, width: 50, height: 50), name: "leaving")
        let arriving = View(frame: Rect(x: 50, y: 0, width: 50, height: 50), name: "arriving")
        arriving.alpha = 0.8
        stage.view.addSubview(leaving)
        var completions: [Bool] = []
        View.transition(with: stage.view, duration: 1, options: [.transitionCrossDissolve, .curveLinear]) {
            stage.view.addSubview(arriving)
            leaving.isHidden = true
        } completion: {
            completions.append($0)
        }
        #expect(!leaving.isHidden, "shown while it fades")
        #expect(arriving.alpha == 0.8 && arriving.presentationValues.alpha == 0)
        stage.frames(30)
        #expect(abs(arriving.presentationValues.alpha - 0.4) < 1e-9 && abs(leaving.presentationValues.alpha - 0.5) < 1e-9)
        stage.frames(40)
        #expect(completions == [true])
        #expect(leaving.isHidden && leaving.alpha == 1 && arriving.presentationValues.alpha == 0.8)
    }

    /// Without a transition option the block's changes apply at once and the completion runs.
    @Test func transitionWithoutAnOptionAppliesAtOnce() {
        let stage = AnimationStage()
        let added = View(name: "added")
        var completions: [Bool] = []
        View.transition(with: stage.view, duration: 1, options: []) {
            stage.view.addSubview(added)
        } completion: {
            completions.append($0)
        }
        #expect(added.superview === stage.view && added.presentationValues.alpha == 1 && completions == [true])
    }

    /// `transition(from:to:)`: the new view goes above the old one in its superview and fades in
    /// while the old one fades out; at the end the old one is removed (or, with
    /// `.showHideTransitionViews`, hidden) and its alpha given back.
    @Test(arguments: [false, true])
    func transitionFromToReplacesTheViewCrossDissolving(showsAndHides: Bool) {
        let stage = AnimationStage()
        let from = View(name: "from")
        let to = View(name: "to")
        stage.view.addSubview(from)
        if showsAndHides {
            stage.view.addSubview(to)
            to.isHidden = true
        }
        var options: View.AnimationOptions = [.transitionCrossDissolve, .curveLinear]
        if showsAndHides { options.insert(.showHideTransitionViews) }
        var completions: [Bool] = []
        View.transition(from: from, to: to, duration: 0.5, options: options) { completions.append($0) }
        #expect(to.superview === stage.view && !to.isHidden)
        #expect(stage.view.subviews.firstIndex { $0 === to }! > stage.view.subviews.firstIndex { $0 === from }!)
        stage.frames(15)
        #expect(abs(to.presentationValues.alpha - 0.5) < 1e-9 && abs(from.presentationValues.alpha - 0.5) < 1e-9)
        stage.frames(30)
        #expect(completions == [true] && from.alpha == 1 && to.alpha == 1)
        #expect(showsAndHides ? from.isHidden && from.superview === stage.view : from.superview == nil)
    }

    /// Without a transition option the swap is immediate.
    @Test func transitionFromToWithoutAnOptionSwapsAtOnce() {
        let stage = AnimationStage()
        let from = View(name: "from")
        let to = View(name: "to")
        stage.view.addSubview(from)
        var completions: [Bool] = []
        View.transition(from: from, to: to, duration: 0.5, options: []) { completions.append($0) }
        #expect(from.superview == nil && to.superview === stage.view && completions == [true])
    }

    /// `view.layer` is the view under Core Animation's names: each set through the layer reads
    /// back through the view and the other way, and the presentation copy has the same names.
    @Test func theLayersNamesAreTheViewsProperties() throws {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50), name: "box")
        let layer = view.layer
        layer.frame = Rect(x: 0, y: 0, width: 80, height: 40)
        #expect(view.frame == Rect(x: 0, y: 0, width: 80, height: 40) && layer.frame == view.frame)
        layer.bounds = Rect(x: 0, y: 0, width: 60, height: 30)
        #expect(view.bounds.size == Size(width: 60, height: 30) && layer.bounds == view.bounds)
        #expect(layer.position == view.position && layer.anchorPoint == view.anchorPoint)
        layer.opacity = 0.25
        #expect(view.alpha == 0.25 && layer.opacity == 0.25)
        layer.cornerRadius = 6
        #expect(view.cornerRadius == 6 && layer.cornerRadius == 6)
        layer.masksToBounds = true
        #expect(view.clipsToBounds && layer.masksToBounds)
        layer.backgroundColor = .black
        #expect(view.backgroundColor == .black && layer.backgroundColor == .black)
        layer.setAffineTransform(Transform2D(rotationAngle: 0.5))
        #expect(view.transform == Transform2D(rotationAngle: 0.5) && layer.affineTransform() == view.transform)
        // No shadow yet: Core Animation's defaults (opacity 0, radius 3, offset (0, −3), black).
        #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3 && layer.shadowOffset == Point(x: 0, y: -3))
        layer.shadowOpacity = 0.5
        layer.shadowRadius = 8
        layer.shadowOffset = Point(x: 0, y: 4)
        layer.shadowColor = Color(red: 1, green: 0, blue: 0)
        #expect(view.shadow == Shadow(color: Color(red: 1, green: 0, blue: 0, alpha: 0.5), radius: 8, offset: Point(x: 0, y: 4)))
        #expect(layer.shadowColor == Color(red: 1, green: 0, blue: 0) && layer.shadowOpacity == 0.5)
        let shown = try #require(layer.presentation())
        #expect(shown.shadowOpacity == 0.5 && shown.shadowRadius == 8 && shown.shadowOffset == Point(x: 0, y: 4))
        #expect(shown.affineTransform() == view.transform && shown.opacity == 0.25)
    }

    /// `init(duration:controlPoint1:controlPoint2:animations:)` runs on that Bézier curve.
    @Test func theControlPointInitializerRunsOnItsCurve() throws {
        let stage = AnimationStage()
        let view = stage.view
        let animator = PropertyAnimator(duration: 1, controlPoint1: Point(x: 0.2, y: 0), controlPoint2: Point(x: 0, y: 1)) {
            view.alpha = 0
        }
        animator.startAnimation()
        stage.frames(30)
        let curve = try #require(CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1))
        #expect(abs(view.presentationValues.alpha - (1 - curve.progress(at: 0.5))) < 1e-9)
    }

    /// `.layoutSubviews` lays out the views the block animates as it runs, so their subviews
    /// follow the new size in the same animation.
    @Test func theLayoutSubviewsOptionLaysOutTheAnimatedViews() {
        final class Counting: View {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let stage = AnimationStage()
        let view = Counting(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "counting")
        stage.view.addSubview(view)
        view.layoutIfNeeded()
        let before = view.layouts
        View.animate(withDuration: 0.5, delay: 0, options: .layoutSubviews) { view.frame.size = Size(width: 40, height: 40) }
        #expect(view.layouts == before + 1, "laid out inside the block")
    }

    /// `runningPropertyAnimator` inside another block inherits its duration and curve unless an
    /// override option says otherwise, as UIKit's does.
    @Test func aRunningPropertyAnimatorInsideABlockInheritsItsDurationAndCurve() {
        let stage = AnimationStage()
        var inherited: PropertyAnimator?
        var overridden: PropertyAnimator?
        View.animate(withDuration: 2, delay: 0, options: .curveLinear) {
            inherited = PropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: .curveEaseIn) {
                stage.view.alpha = 0.5
            }
            overridden = PropertyAnimator.runningPropertyAnimator(
                withDuration: 0.3, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn]
            ) { stage.view.cornerRadius = 4 }
        }
        #expect(inherited?.duration == 2 && overridden?.duration == 0.3)
        func curve(_ animator: PropertyAnimator?) -> CubicBezier? {
            if case .cubic(let curve) = animator?.timingParameters { return curve }
            return nil
        }
        #expect(curve(inherited) == .linear && curve(overridden) == .easeIn)
    }

    /// Keyframes inside a property animator's block run on that animator, and their completion
    /// runs when it ends, finished.
    @Test func keyframesInsideAnAnimatorsBlockCompleteWithIt() {
        let stage = AnimationStage()
        var completions: [Bool] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) {
            View.animateKeyframes(withDuration: 5, delay: 0) {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { stage.view.alpha = 0 }
            } completion: {
                completions.append($0)
            }
        }
        animator.startAnimation()
        stage.frames(30)
        #expect(abs(stage.view.presentationValues.alpha - 0.5) < 1e-9, "on the animator's second, not the keyframes' five")
        stage.frames(40)
        #expect(completions == [true])
    }
}
