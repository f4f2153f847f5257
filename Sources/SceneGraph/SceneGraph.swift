// SceneGraph module: see ../shared/design/architecture.md
