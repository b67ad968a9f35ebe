// membership: schemas and paths (being written).
export {};
