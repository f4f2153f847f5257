// SceneTesting module: see ../shared/design/architecture.md
