// Tables of the support module (being written).
export {};
