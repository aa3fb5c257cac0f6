import Wayfinder

/// Makes a department's tab.
@MainActor
protocol DepartmentTabRoute {
  /// Makes the tab of the department `name`: a navigation container whose root lists its
  /// products.
  func makeDepartmentTab(named name: String) throws -> NavigationContainer
}

extension DepartmentTabRoute where Self: Router {
  func makeDepartmentTab(named name: String) throws -> NavigationContainer {
    let department = try makeScreen { router in
      DepartmentScreen(
        viewModel: try container.resolve(DepartmentViewModel.self, arguments: router, name))
    }
    return try NavigationContainer(root: department, title: name)
  }
}

extension DefaultRouter: DepartmentTabRoute {}
