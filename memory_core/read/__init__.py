"""The agents' read library: search, facts, rules, procedures and context assembly."""
