// PickerLabApp module: see ../shared/design/architecture.md
