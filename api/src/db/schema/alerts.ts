// Tables of the alerts module (being written).
export {};
