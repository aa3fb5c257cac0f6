import Wayfinder

/// A department's tab: the catalogue's products of one department.
@MainActor
final class DepartmentScreen: Screen {
  let viewModel: DepartmentViewModel

  init(viewModel: DepartmentViewModel) {
    self.viewModel = viewModel
    let products = viewModel.products
    super.init(
      title: viewModel.name,
      content: products.isEmpty
        ? ["Nothing in \(viewModel.name) yet."]
        : products.map { "\($0.name) — \($0.formattedPrice)" },
      model: viewModel)
    identity = ScreenIdentity("department", parameters: ["name": viewModel.name])
    for product in products {
      addAction("Open \(product.name)") { [viewModel] in viewModel.open(product) }
    }
  }
}
