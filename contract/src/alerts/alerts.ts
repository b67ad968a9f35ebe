// alerts: schemas and paths (being written).
export {};
