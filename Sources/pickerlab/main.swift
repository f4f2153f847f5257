print("pickerlab")
