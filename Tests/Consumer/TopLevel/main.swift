import UIKit

// A Swift 5-mode main.swift with top-level code, as a command-line app on Drawer starts: a window
// on a fixed clock, a view animated across it, the clock stepped by hand. It prints where the
// view shows at the animation's middle and end (scripts/consumer-test.sh checks the lines).

let clock = FixedStepClock()
let window = UIWindow(size: CGSize(width: 400, height: 300), driver: AnimationDriver(clock: clock))
let root = UIViewController()
window.rootViewController = root
window.makeKeyAndVisible()

let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
root.view.addSubview(box)
UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
    box.frame.origin.x = 300
}
for _ in 0..<30 {
    clock.tick()
    window.update()
}
print("middle x \(box.layer.presentation()?.frame.minX ?? -1)")
for _ in 0..<40 {
    clock.tick()
    window.update()
}
print("end x \(box.layer.presentation()?.frame.minX ?? -1) model \(box.frame.minX)")
