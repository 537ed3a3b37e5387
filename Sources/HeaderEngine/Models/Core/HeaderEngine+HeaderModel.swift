/// MDC FlexibleHeader is the reference model; its engine is used exactly as it is.
extension HeaderEngine: HeaderModel {}
