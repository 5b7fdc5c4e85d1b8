/** The full biography of Leadership (SPEC §2). */

export const LEADER_BIO = {
  bio: [
    'Maria Delgado Hart grew up between the coffee farms of her family in Colombia and the port of New Orleans, where her father worked for a green coffee importer. She learned early that the price on a screen in New York and the reality of a harvest in the mountains are connected, and rarely in the way the screen suggests.',
    'She spent 19 years on Wall Street, starting on the floor of the New York Board of Trade as a clerk in the coffee pit and going on to trade softs and lead soft commodity research at two major futures brokerages. She saw the markets through the 1980s price collapses, the end of the International Coffee Agreement quotas and the arrival of index funds.',
    'In 2001 she founded Softline Advisory to offer what she had missed as a trader: research with no position behind it. Over 40 years of experience in the trade now inform the firm’s reports, its advice to producers, manufacturers and investors, and her work as an expert witness in commodity disputes.',
    'Maria has spoken at more than 300 conferences in over 100 countries, from producer associations in Côte d’Ivoire and Vietnam to investment forums in London, Geneva and Singapore. She is quoted regularly by the financial and trade press, and she still spends several weeks a year at origin every season.',
  ],
  credentials: [
    'M.B.A. in Finance, and B.S. in Agricultural Economics',
    '19 years on Wall Street in soft commodity trading and research, latterly as head of softs research',
    'Former member of the coffee, cocoa and sugar advisory committees of ICE Futures U.S. (formerly the New York Board of Trade)',
    'Registered Commodity Trading Advisor (CTA) with the CFTC and member of the National Futures Association',
    'Expert witness in U.S. federal and state courts and in international trade arbitration on commodity pricing and contract disputes',
    'Licensed Q Arabica Grader',
    'Guest lecturer on commodity risk management at business schools in the Americas, Europe and Asia',
    'Speaker at more than 300 conferences in over 100 countries; fluent in English, Spanish and Portuguese',
  ],
} as const;
