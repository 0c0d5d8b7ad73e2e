// StoreKit's `localizedDescription` of its kinds, which apps show in a paywall or an account
// screen: in English, as the twin's unit names are (Linux's Foundation has none of StoreKit's
// localised strings). A value the twin does not name reads as its raw value.

extension Product.ProductType {
    public var localizedDescription: String { rawValue }
}

extension Product.SubscriptionOffer.PaymentMode {
    public var localizedDescription: String {
        switch self {
        case .freeTrial: return "Free Trial"
        case .payAsYouGo: return "Pay As You Go"
        case .payUpFront: return "Pay Up Front"
        default: return rawValue
        }
    }
}

extension Product.SubscriptionOffer.OfferType {
    public var localizedDescription: String {
        switch self {
        case .introductory: return "Introductory Offer"
        case .promotional: return "Promotional Offer"
        case .winBack: return "Win-Back Offer"
        default: return rawValue
        }
    }
}

extension Product.SubscriptionInfo.RenewalState {
    public var localizedDescription: String {
        switch self {
        case .subscribed: return "Subscribed"
        case .expired: return "Expired"
        case .inBillingRetryPeriod: return "In Billing Retry Period"
        case .inGracePeriod: return "In Grace Period"
        case .revoked: return "Revoked"
        default: return String(rawValue)
        }
    }
}

extension Transaction.OfferType {
    public var localizedDescription: String {
        switch self {
        case .introductory: return "Introductory Offer"
        case .promotional: return "Promotional Offer"
        case .code: return "Offer Code"
        case .winBack: return "Win-Back Offer"
        default: return String(rawValue)
        }
    }
}

extension Transaction.OwnershipType {
    public var localizedDescription: String {
        switch self {
        case .purchased: return "Purchased"
        case .familyShared: return "Family Shared"
        default: return rawValue
        }
    }
}

extension Transaction.RevocationReason {
    public var localizedDescription: String {
        switch self {
        case .developerIssue: return "Developer Issue"
        case .other: return "Other"
        default: return String(rawValue)
        }
    }
}

extension Product.SubscriptionInfo.RenewalInfo.ExpirationReason {
    public var localizedDescription: String {
        switch self {
        case .autoRenewDisabled: return "Auto-Renew Disabled"
        case .billingError: return "Billing Error"
        case .didNotConsentToPriceIncrease: return "Did Not Consent to Price Increase"
        case .productUnavailable: return "Product Unavailable"
        case .unknown: return "Unknown"
        default: return String(rawValue)
        }
    }
}
