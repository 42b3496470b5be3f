/// Items in sections placed by a layout, as UIKit's `UICollectionView`, on the scroll view: the
/// data source (a ``CollectionViewDataSource``) says how many items there are and makes each
/// one's cell; the layout (a ``CollectionViewLayout``, such as ``CollectionViewFlowLayout``)
/// places them; the delegate (a ``CollectionViewDelegate``) hears of highlighting, selection
/// and display.
///
/// Only the elements within half the collection view's extent of what shows have views: a
/// cell scrolled away is kept under its reuse identifier and handed out again after
/// `prepareForReuse()`. The layout is asked for the elements of a rectangle three times what
/// shows, and again only once what shows nears its edge, so most frames of a scroll ask the
/// layout nothing.
@preconcurrency @MainActor open class CollectionView: ScrollView {
    /// UIKit's kinds of a flow layout's section headers and footers.
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where `scrollToItem(at:at:animated:)` puts an item (UIKit's
    /// `UICollectionView.ScrollPosition`): one vertical and one horizontal member at most.
    public nonisolated struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// What places the items; setting it lays them out again, at once.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            takeListBackground()
            collectionViewLayout.invalidateLayout()
            dropQuery()
        }
    }
    public weak var dataSource: CollectionViewDataSource? {
        didSet { reloadData() }
    }
    public var allowsSelection = true
    public var allowsMultipleSelection = false

    /// The cells and supplementary views laid out now.
    var cells: [IndexPath: CollectionViewCell] = [:]
    var supplementaries: [SupplementaryKey: CollectionReusableView] = [:]
    private var cellPool = ReusePool<CollectionViewCell>()
    private var supplementaryPool = ReusePool<CollectionReusableView>()
    /// Items per section, as the data source last said.
    private(set) var itemCounts: [Int] = []
    private var countsAreCurrent = false
    /// The rectangle the layout was last asked about, and what it answered.
    private var query: (rect: Rect, attributes: [CollectionViewLayoutAttributes])?
    /// Which of the query's elements crossed what was wanted, this pass and the last.
    private var shownIndices: [Int] = []
    private var previousShownIndices: [Int] = []
    /// Whether the next pass must place every view (a new query, new data).
    private var layoutPassIsFull = true
    /// Whether a cell made in this pass measured a height the layout took (self-sizing).
    var hasMeasuredChanges = false
    /// Whether the collection view is laying out again for measured heights.
    var isTakingMeasuredHeights = false
    var selectedItems: Set<IndexPath> = []
    /// The scrollers of the orthogonal sections that show, by section.
    var orthogonalScrollers: [Int: OrthogonalScroller] = [:]
    /// The batch `performBatchUpdates` is recording.
    var pendingUpdate = PendingUpdate()
    /// The item `reconfigureItems(at:)` is configuring again, and its cell, which
    /// `dequeueReusableCell(withReuseIdentifier:for:)` hands back for that item meanwhile.
    var reconfiguring: (indexPath: IndexPath, cell: CollectionViewCell)?
    var pressedItem: IndexPath?
    /// The registrations `dequeueConfiguredReusableCell(using:for:item:)` has registered.
    var registeredRegistrations: Set<String> = []

    struct SupplementaryKey: Hashable {
        let kind: String
        let indexPath: IndexPath
    }

    /// A collection view whose items `layout` places (UIKit's `init(frame:collectionViewLayout:)`).
    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .white
        takeListBackground()
        addGestureRecognizer(PressTracker(following: self))
    }

    /// A list layout's background, as UIKit's list shows it behind its sections.
    private func takeListBackground() {
        if let background = (collectionViewLayout as? CollectionViewCompositionalLayout)?.listBackground { backgroundColor = background }
    }

    public init?<Coder: AnyObject>(coder: Coder) {
        return nil
    }

    var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }

    // MARK: Data

    public var numberOfSections: Int {
        refreshCounts()
        return itemCounts.count
    }

    public func numberOfItems(inSection section: Int) -> Int {
        refreshCounts()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The data source's counts are to be read again at the next question.
    func markCountsStale() { countsAreCurrent = false }

    private func refreshCounts() {
        guard !countsAreCurrent else { return }
        countsAreCurrent = true
        guard let dataSource else {
            itemCounts = []
            return
        }
        let sections = max(dataSource.numberOfSections(in: self), 0)
        itemCounts = (0..<sections).map { max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0) }
    }

    /// Asks the data source again for everything, and lays out anew; clears the selection.
    open func reloadData() {
        for (indexPath, cell) in cells {
            keepForReuse(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        cells = [:]
        for view in supplementaries.values { keepForReuse(view) }
        supplementaries = [:]
        selectedItems = []
        pressedItem = nil
        countsAreCurrent = false
        collectionViewLayout.invalidateLayout()
        dropQuery()
        setNeedsLayout()
    }

    // MARK: Reuse

    /// Makes cells of `cellClass` for `dequeueReusableCell(withReuseIdentifier:for:)`.
    public func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        cellPool.register(identifier, cellClass.map { cellClass in { cellClass.init(frame: .zero) } })
    }

    /// Makes supplementary views of `viewClass` for
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    public func register(
        _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryPool.register("\(elementKind)/\(identifier)", viewClass.map { viewClass in { viewClass.init(frame: .zero) } })
    }

    /// A cell kept under `identifier`, prepared for reuse, or a new one of the registered class:
    /// always a cell. An identifier nothing is registered for is reported in one line and gets
    /// a plain cell (UIKit raises an exception).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            return reconfiguring.cell
        }
        let cell =
            cellPool.dequeue(identifier) { $0.prepareForReuse() }
            ?? {
                LayoutEngine.report("[UICollectionView] unable to dequeue a cell with identifier \(identifier): register a class for it")
                return CollectionViewCell(frame: .zero)
            }()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A supplementary view of `elementKind` kept under `identifier`, or a new one of the
    /// registered class; a plain one, reported in one line, when nothing is registered.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    )
        -> CollectionReusableView
    {
        let key = "\(elementKind)/\(identifier)"
        let view =
            supplementaryPool.dequeue(key) { $0.prepareForReuse() }
            ?? {
                LayoutEngine.report(
                    "[UICollectionView] unable to dequeue a view of kind \(elementKind) with identifier \(identifier): register a class for it"
                )
                return CollectionReusableView(frame: .zero)
            }()
        view.reuseIdentifier = key
        return view
    }

    func keepForReuse(_ cell: CollectionViewCell) {
        cell.isHighlighted = false
        if let identifier = cell.reuseIdentifier { cellPool.keep(cell, as: identifier) } else { cell.removeFromSuperview() }
    }

    private func keepForReuse(_ view: CollectionReusableView) {
        if let key = view.reuseIdentifier { supplementaryPool.keep(view, as: key) } else { view.removeFromSuperview() }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutElements()
    }

    override func textMeasurerDidChange() {
        super.textMeasurerDidChange()
        measureCellsAgain()
    }

    override func contentOffsetDidChange() { layoutElements() }

    /// Asks the layout again at the next pass (what shows of an orthogonal row moved).
    func requery() { dropQuery() }

    private func dropQuery() {
        query = nil
        layoutPassIsFull = true
    }

    /// The part of the content that has views: what shows, and half of it again either side.
    private var shownRect: Rect {
        let vertical = contentSize.height > bounds.height || contentSize.width <= bounds.width
        let marginX = vertical ? 0 : bounds.width / 2
        let marginY = vertical ? bounds.height / 2 : 0
        return Rect(
            x: contentOffset.x - marginX, y: contentOffset.y - marginY, width: bounds.width + 2 * marginX,
            height: bounds.height + 2 * marginY)
    }

    /// The frames of the cells the layout last placed near what shows, by item.
    func queriedFrames() -> [IndexPath: Rect] {
        var frames: [IndexPath: Rect] = [:]
        for attributes in query?.attributes ?? [] where attributes.representedElementCategory == .cell {
            frames[attributes.indexPath] = attributes.frame
        }
        return frames
    }

    /// Prepares the layout if it must, asks it for the elements near what shows when what shows
    /// has neared the edge of what it was last asked, and makes, places and keeps views. A batch
    /// update lays out first without moving the cells that stay (`movingKeptCells` false),
    /// setting up those it makes with `made`, then again inside its animation.
    func layoutElements(movingKeptCells: Bool = true, made: ((IndexPath, CollectionViewCell) -> Void)? = nil) {
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: bounds) { layout.invalidateLayout() }
        if layout.isInvalid {
            refreshCounts()
            layout.prepareIfNeeded()
            dropQuery()
            let size = layout.collectionViewContentSize
            if contentSize != size { contentSize = size }
        }
        let wanted = shownRect
        if query == nil || !(query?.rect.encloses(wanted) ?? false) {
            // Ask for the wanted rectangle and as much again either side along the content.
            let asked = wanted.outset(dx: wanted.width / 3, dy: wanted.height / 3)
            query = (asked, layout.layoutAttributesForElements(in: asked) ?? [])
            shownIndices.removeAll(keepingCapacity: true)
        }
        guard let query else { return }
        // Which of the answer's elements cross what is wanted; most frames of a scroll change
        // none of them, and then nothing is made, kept or asked.
        swap(&shownIndices, &previousShownIndices)
        shownIndices.removeAll(keepingCapacity: true)
        for (index, attributes) in query.attributes.enumerated() where displayedFrame(of: attributes).overlaps(wanted) {
            shownIndices.append(index)
        }
        guard shownIndices != previousShownIndices || layoutPassIsFull || made != nil else { return }
        layoutPassIsFull = !movingKeptCells
        var shownCells: Set<IndexPath> = []
        var shownSupplementaries: Set<SupplementaryKey> = []
        var shownRows: Set<Int> = []
        for index in shownIndices {
            let attributes = query.attributes[index]
            switch attributes.representedElementCategory {
            case .cell:
                shownCells.insert(attributes.indexPath)
                if orthogonalRow(of: attributes.indexPath.section) != nil { shownRows.insert(attributes.indexPath.section) }
            case .supplementaryView:
                if let kind = attributes.representedElementKind {
                    shownSupplementaries.insert(SupplementaryKey(kind: kind, indexPath: attributes.indexPath))
                }
            case .decorationView: break
            }
        }
        // Views that went are kept first, so that those that come reuse them.
        for (indexPath, cell) in cells where !shownCells.contains(indexPath) {
            cells[indexPath] = nil
            keepForReuse(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        for (key, view) in supplementaries where !shownSupplementaries.contains(key) {
            supplementaries[key] = nil
            keepForReuse(view)
        }
        removeScrollers(keeping: shownRows)
        for index in shownIndices {
            let attributes = query.attributes[index]
            switch attributes.representedElementCategory {
            case .cell:
                guard dataSource != nil, numberOfItems(inSection: attributes.indexPath.section) > attributes.indexPath.item else {
                    continue
                }
                place(cellFor: attributes, moving: movingKeptCells, made: made)
            case .supplementaryView:
                guard let kind = attributes.representedElementKind else { continue }
                place(supplementaryFor: attributes, key: SupplementaryKey(kind: kind, indexPath: attributes.indexPath))
            case .decorationView:
                continue
            }
        }
        if hasMeasuredChanges { takeMeasuredHeights() }
    }

    private func place(
        cellFor attributes: CollectionViewLayoutAttributes, moving: Bool, made: ((IndexPath, CollectionViewCell) -> Void)?
    ) {
        let indexPath = attributes.indexPath
        if let cell = cells[indexPath] {
            if moving { apply(attributes, to: cell) }
            return
        }
        guard let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) else { return }
        cell.isSelected = selectedItems.contains(indexPath)
        cell.isHighlighted = pressedItem == indexPath
        // Below the supplementary views and the scroll indicators; an orthogonal row's in its scroller.
        (scroller(forSection: indexPath.section) ?? self).insertSubview(cell, at: 0)
        cells[indexPath] = cell
        apply(attributes, to: cell)
        made?(indexPath, cell)
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        if attributes.isSelfSizingHeight { measure(cell, at: attributes) }
    }

    private func place(supplementaryFor attributes: CollectionViewLayoutAttributes, key: SupplementaryKey) {
        if let view = supplementaries[key] {
            apply(attributes, to: view)
            return
        }
        guard let dataSource else { return }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        insertSubview(view, at: cells.count)
        supplementaries[key] = view
        apply(attributes, to: view)
    }

    private func apply(_ attributes: CollectionViewLayoutAttributes, to view: CollectionReusableView) {
        var frame = attributes.frame
        if attributes.representedElementCategory == .cell, let row = orthogonalRow(of: attributes.indexPath.section)?.row {
            frame = frame.offsetBy(dx: 0, dy: -row.minY)  // in its row's scroller
        }
        if view.frame != frame { view.frame = frame }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.transform != attributes.transform { view.transform = attributes.transform }
        // The layout hides and shows what it hid; a view hidden by others (a zoom's source while
        // its page is out) stays hidden.
        if view.isHiddenByLayout != attributes.isHidden {
            view.isHiddenByLayout = attributes.isHidden
            view.isHidden = attributes.isHidden
        }
        view.apply(attributes)
    }
}
