import Cassowary

// A constraint's solver form: its attributes as linear expressions over the items' variables.
extension LayoutEngine {
    /// The solver's form of `constraint`, `first − multiplier × second − constant  relation  0`,
    /// in the coordinates of `ancestor`, and the constant it has with a constant of 0.
    func makeConstraint(_ constraint: LayoutConstraint, in ancestor: View) -> (Constraint, Double)? {
        guard let firstItem = constraint.firstItem, var expression = expression(constraint.firstAttribute, of: firstItem, in: ancestor)
        else { return nil }
        if let secondItem = constraint.secondItem {
            guard let second = self.expression(constraint.secondAttribute, of: secondItem, in: ancestor) else { return nil }
            expression = expression - constraint.multiplier * second
        }
        let base = expression.constant
        expression.constant -= constraint.constant
        let relation: Constraint.Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return (Constraint(expression, relation, strength: constraint.priority.strength), base)
    }

    /// `attribute` of `object` in `container`'s coordinates (its bounds' origin at 0), or nil if
    /// the object is not in the container.
    private func expression(_ attribute: LayoutConstraint.Attribute, of object: AnyObject, in container: View) -> LinearExpression? {
        switch object {
        case let view as View:
            if let plain = attribute.withoutMargin { return expression(plain, of: view.layoutMarginsGuide, in: container) }
            let item = item(for: view)
            guard view !== container else {
                // Seen from inside, a scroll view's edges are its content's, its width and height
                // its frame's (UIKit's rule since iOS 6, Technical Note TN2154).
                if let scrollView = view as? ScrollView, attribute != .width, attribute != .height {
                    return expression(attribute, of: scrollView.contentLayoutGuide, in: container)
                }
                return edge(attribute, x: LinearExpression(), y: LinearExpression(), item, view, rightToLeft: view.isRightToLeft)
            }
            guard let origin = origin(of: view.superview, in: container) else { return nil }
            return edge(attribute, x: origin.x + item.x, y: origin.y + item.y, item, view, rightToLeft: view.isRightToLeft)
        case let guide as LayoutGuide:
            guard let owner = guide.owningView, let origin = origin(of: owner, in: container) else { return nil }
            let item = item(for: guide)
            return edge(attribute, x: origin.x + item.x, y: origin.y + item.y, item, nil, rightToLeft: owner.isRightToLeft)
        case let offset as OffsetItem:
            guard let start = offset.startItem, let end = offset.endItem,
                let from = expression(offset.startAttribute, of: start, in: container),
                let to = expression(offset.endAttribute, of: end, in: container)
            else { return nil }
            return to - from
        default:
            return nil
        }
    }

    /// Where `view`'s bounds' origin is in `container`'s: the sum of the origins on the way up,
    /// less each scroll view's content offset (what is inside one moves as it scrolls, so a
    /// subview pinned to a view outside stays put, as UIKit's).
    private func origin(of view: View?, in container: View) -> (x: LinearExpression, y: LinearExpression)? {
        var x = LinearExpression()
        var y = LinearExpression()
        var node = view
        while let current = node, current !== container {
            let item = item(for: current)
            x = x + item.x
            y = y + item.y
            if let scrollView = current as? ScrollView {
                let offset = scrollOrigin(of: scrollView, item)
                x = x - offset.x
                y = y - offset.y
            }
            node = current.superview
        }
        return node == nil ? nil : (x, y)
    }

    /// A scroll view's content offset as variables, made the first time it is needed.
    func scrollOrigin(of scrollView: ScrollView, _ item: Item) -> (x: Variable, y: Variable) {
        if let made = item.scrollOrigin { return (made.x, made.y) }
        let x = Variable(item.x.name + ".boundsX")
        let y = Variable(item.y.name + ".boundsY")
        let offset = scrollView.bounds.origin
        var held: [Constraint] = []
        for (constraint, name) in [(Constraint(x - offset.x, .equal), "bounds.minX"), (Constraint(y - offset.y, .equal), "bounds.minY")]
        where addImplicit(constraint, .autoresizing(scrollView, name)) {
            held.append(constraint)
        }
        item.scrollOrigin = (x, y, held)
        return (x, y)
    }

    private func edge(
        _ attribute: LayoutConstraint.Attribute, x: LinearExpression, y: LinearExpression, _ item: Item, _ view: View?, rightToLeft: Bool
    ) -> LinearExpression {
        switch attribute {
        case .left: x
        case .right: x + item.width
        // Right to left, leading and trailing are measured leftwards, as UIKit's: `a.leading
        // == b.leading + 10` puts a 10 points left of b's right edge.
        case .leading: rightToLeft ? -(x + item.width) : x
        case .trailing: rightToLeft ? -x : x + item.width
        case .centerX: x + 0.5 * item.width
        case .width: LinearExpression(item.width)
        case .top: y
        case .bottom: y + item.height
        case .centerY: y + 0.5 * item.height
        case .height: LinearExpression(item.height)
        case .firstBaseline, .lastBaseline:
            // A label's baseline sits a fixed distance from its middle (its text is centred);
            // another view's is its bottom, as UIKit's.
            if let offset = view?.baselineOffsetFromCenter(last: attribute == .lastBaseline) {
                y + 0.5 * item.height + offset
            } else {
                y + item.height
            }
        default: LinearExpression()
        }
    }
}
