// Selecting items, by code and by touch (a press highlights an item, a tap selects it).
extension CollectionView {
    /// The selected items in order, nil when none is (as UIKit's).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems.sorted() }

    /// Selects an item without asking or telling the delegate, as UIKit's: the others are
    /// deselected unless `allowsMultipleSelection`; nil deselects every item.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        guard allowsSelection, indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section) else { return }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        selectedItems.insert(indexPath)
        cells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without asking or telling the delegate, as UIKit's.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
        cells[indexPath]?.isSelected = false
    }

    /// A tap on an item, with the delegate's say: selects it (deselecting the others); in
    /// multiple selection a selected item is deselected. In single selection a tap on the
    /// selected item leaves it selected, as UIKit's.
    private func tap(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        let delegate = collectionDelegate
        if selectedItems.contains(indexPath) {
            guard allowsMultipleSelection, delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for item in selectedItems.sorted() {
                deselectItem(at: item, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: item)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}

extension CollectionView: PressFollowing {
    /// A press on an item highlights it, if the delegate lets it.
    func pressBegan(at location: Point) {
        guard allowsSelection, let indexPath = indexPathForItem(at: location),
            collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        else { return }
        pressedItem = indexPath
        cells[indexPath]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    var isFollowingPress: Bool { pressedItem != nil }

    func pressEnded(cancelled: Bool) {
        guard let indexPath = pressedItem else { return }
        pressedItem = nil
        cells[indexPath]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    func pressTapped(at location: Point) {
        if let indexPath = indexPathForItem(at: location) { tap(indexPath) }
    }
}
