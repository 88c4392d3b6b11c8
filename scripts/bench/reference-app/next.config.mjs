// The reference app has no configuration of its own: Next's defaults are the point.
const config = {};
export default config;
