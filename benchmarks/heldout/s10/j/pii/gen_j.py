#!/usr/bin/env python3
"""Corpus J generator (stdlib only, seed 150826). usage: python3 gen_j.py corpus_j.jsonl"""
import json
import random
import re
import sys

from gen_j_values import (A, AN, B32, B64U, D, HEX, aadhaar, address, be_nn, br_cpf, card, cn_ric, dob, es_dni, es_nie,
                          fi_hetu, fr_nir, iban, mrz_check, nl_bsn, no_fnr, passport_no, password, person, phone, pl_pesel,
                          pt_nif, rs, se_pnr, tr_tckn, us_ssn)

SEED = 150826
CLASSES = []


def cls(kind, name, n=10):
    def deco(f):
        CLASSES.append((kind, name, n, f))
        return f
    return deco


def S(v, c=None):
    return ("secret", c, v, None)


def P(v, c=None, region=None):
    return ("pii", c, v, region)


def K(v, c=None):
    return ("keep", c, v, None)


def ts(r):
    return "2026-%02d-%02dT%02d:%02d:%02d.%03dZ" % (r.randrange(1, 12), r.randrange(1, 28), r.randrange(24),
                                                     r.randrange(60), r.randrange(60), r.randrange(1000))


def user(r):
    return r.choice(["deploy", "svc_ingest", "analytics_ro", "jkowalczyk", "mfigueiredo", "ops-bot", "etl_writer"])


def host(r):
    return r.choice(["db-eu-3.internal", "pg.payroll.lan", "10.42.7.19", "mq.staging.corp", "vault.prod.example.net"])


# =========================== secrets: credentials by context ===========================
@cls("secret", "pw_verb_set", 14)
def _(r):
    p = password(r)
    t = r.choice([
        ["ok I changed it on the jump box, I set the new one as ", S(p), " — don't paste it anywhere else pls"],
        ["Rotated it this morning; went with ", S(p), " for now until IT pushes the policy."],
        ["fyi the kiosk account now uses ", S(p), " since the reset"],
        ["Reset done. New one is ", S(p), ", you'll be asked to change it at first logon."],
        ["I picked ", S(p), " for the shared printer admin, write it down somewhere safe"],
        ["changed the wifi admin to ", S(p), " after the contractor left"],
    ])
    return "chat", "en", t


@cls("secret", "pw_try_backref", 14)
def _(r):
    p = password(r)
    t = r.choice([
        ["If that doesn't work then try ", S(p), " — that's what it was before the migration."],
        ["use the same one as last week: ", S(p)],
        ["it's still the old one, ", S(p), ", nobody rotated it"],
        ["> still locked out\nhmm, give ", S(p), " a go, that's the one I typed in on Tuesday"],
        ["same as the staging box: ", S(p), " (yes I know, I'll change it)"],
        ["Could you log in with ", S(p), " and tell me if MFA prompts?"],
    ])
    return "chat", "en", t


@cls("secret", "pw_session_repeat", 8)
def _(r):
    p = password(r)
    return "chat", "en", ["[09:14] ana: the nas admin pass is ", S(p), "\n[09:20] li: ok\n[11:02] li: typed ",
                          S(p), " again and it says expired?"]


@cls("secret", "login_pair", 14)
def _(r):
    u, p = user(r), password(r)
    t = r.choice([
        ["the VPN login is ", u, " / ", S(p)],
        ["Zugang fürs Testsystem: ", u, " / ", S(p)],
        ["creds for the camera NVR -> ", u, ":", S(p)],
        ["Login: ", u, "\nPass: ", S(p)],
        ["acesso ao painel: usuário ", u, ", ", S(p)],
        ["sign in as ", u, " with ", S(p), " and open the billing tab"],
    ])
    return "chat", "en", t


@cls("secret", "pw_non_english", 20)
def _(r):
    p = password(r)
    lang, t = r.choice([
        ("de", ["Das neue Passwort lautet ", S(p), ", bitte nach dem ersten Login ändern."]),
        ("de", ["Kennwort für den Drucker-Admin: ", S(p)]),
        ("pt", ["A senha nova do roteador é ", S(p), ", anota aí."]),
        ("es", ["Te paso la contraseña del correo: ", S(p), " (cámbiala luego)"]),
        ("fr", ["Voici le mot de passe provisoire : ", S(p)]),
        ("nl", ["Het wachtwoord van de kassa is nu ", S(p)]),
        ("pl", ["Hasło do panelu: ", S(p), " — nie wysyłaj go mailem"]),
        ("sv", ["Lösenordet till wifi-routern är ", S(p)]),
        ("it", ["La parola d'ordine del gestionale è ", S(p)]),
        ("fi", ["Uusi salasana on ", S(p), ", vaihda se heti."]),
        ("ja", ["管理画面のパスワードは ", S(p), " です。"]),
        ("ru", ["Пароль от сервера: ", S(p)]),
        ("tr", ["Yeni şifre: ", S(p), " olarak ayarlandı."]),
        ("cs", ["Heslo k účtu je ", S(p)]),
        ("id", ["Kata sandi barunya ", S(p), " ya, jangan disebar."]),
        ("hu", ["A jelszó: ", S(p)]),
    ])
    return "chat", lang, t


@cls("secret", "pw_varname_cue", 12)
def _(r):
    p = password(r)
    v = r.choice(["ADMIN_PASSWORD", "SMTP_PASS", "REDIS_AUTH", "KEYCLOAK_ADMIN_PASSWORD", "MINIO_ROOT_PASSWORD",
                  "GRAFANA_ADMIN_PW"])
    t = r.choice([
        ["rotated ", v, ", new value is ", S(p)],
        ["heads up: ", v, " changed -> ", S(p), " (update your local .env)"],
        ["I've put ", S(p), " into ", v, " on the runner"],
    ])
    return "slack", "en", t


@cls("secret", "pw_cli_flag", 14)
def _(r):
    p, u, h = password(r).replace("'", ""), user(r), host(r)
    t = r.choice([
        ["$ mysql -h ", h, " -u ", u, " -p'", S(p), "' reporting\n"],
        ["  512  PGPASSWORD='", S(p), "' psql -h ", h, " -U ", u, " -d billing\n"],
        ["docker login registry.corp.example -u ", u, " --password '", S(p), "'"],
        ["sshpass -p '", S(p), "' ssh ", u, "@", h],
        ["redis-cli -h ", h, " -a '", S(p), "' INFO keyspace"],
        ["curl -su ", u, ":", S(p), " https://", h, "/api/v2/status"],
        ["az login --service-principal -u ", K("5b1f2c8e-77a0-4c3e-9d4b-0e2f6a1c9b37", "uuid_keep"), " -p='", S(p), "'"],
    ])
    return "shell", "en", t


# =========================== secrets: inside structures ===========================
@cls("secret", "dict_repr_bearer", 10)
def _(r):
    tok = rs(r, 40, B64U)
    return "log", "en", [ts(r), " DEBUG urllib3 send headers={'User-Agent': 'acme-sync/3.2', 'Authorization': 'Bearer ",
                         S(tok), "', 'Accept': 'application/json'}"]


@cls("secret", "dict_repr_basic", 8)
def _(r):
    b = rs(r, 28, AN) + "=="
    return "log", "en", ["requests kwargs: {'timeout': 30, 'headers': {\"Authorization\": \"Basic ", S(b),
                         "\"}, 'verify': False}"]


@cls("secret", "json_embedded", 10)
def _(r):
    k = r.choice(["client_secret", "apiKey", "refresh_token", "db_password", "webhookSecret"])
    v = rs(r, r.randrange(24, 44), AN)
    return "tool", "en", ['tool_call get_config returned {"env":"prod","', k, '":"', S(v), '","region":"eu-west-1"} — continuing']


@cls("secret", "yaml_embedded", 8)
def _(r):
    v = password(r)
    return "doc", "en", ["Paste this into values.yaml:\n\n```yaml\nauth:\n  enabled: true\n  rootUser: admin\n  rootPassword: \"",
                         S(v), "\"\n```\n"]


@cls("secret", "ini_env_embedded", 10)
def _(r):
    v = rs(r, 32, AN)
    t = r.choice([
        ["my .env looks like\nAPP_ENV=production\nSESSION_SECRET=", S(v), "\nLOG_LEVEL=info\nand it still 500s"],
        ["[smtp]\nhost = mail.example.org\nport = 587\nsecret = ", S(v), "\n"],
        ["export STRIPE_WEBHOOK_SIGNING=", S(v), "  # from dashboard"],
    ])
    return "config", "en", t


@cls("secret", "http_header", 10)
def _(r):
    v = rs(r, 36, AN)
    h = r.choice(["X-Api-Key", "X-Auth-Token", "Api-Token", "X-Vault-Token", "Private-Token"])
    return "http", "en", ["> GET /v3/orders?page=2 HTTP/1.1\n> Host: api.shopwise.io\n> ", h, ": ", S(v),
                          "\n> Accept: */*\n< ", K("HTTP/1.1 401 Unauthorized", "http_status")]


@cls("secret", "cookie_value", 10)
def _(r):
    v = rs(r, 48, B64U)
    n = r.choice(["sessionid", "connect.sid", "laravel_session", "JSESSIONID", "_gitlab_session"])
    t = r.choice([
        ["Cookie: theme=dark; ", n, "=", S(v), "; lang=de"],
        ["set-cookie: ", n, "=", S(v), "; Path=/; HttpOnly; Secure"],
        ["copy the cookie from devtools, it's ", n, "=", S(v)],
    ])
    return "http", "en", t


@cls("secret", "query_string", 10)
def _(r):
    v = rs(r, 40, B64U)
    k = r.choice(["access_token", "api_key", "sig", "token", "client_secret"])
    return "log", "en", ['10.0.3.4 - - [03/Dec/2026:10:11:12 +0000] "GET /export.csv?format=csv&', k, "=", S(v),
                         '&limit=500 HTTP/1.1" 200 5120']


@cls("secret", "sql_insert", 8)
def _(r):
    v = rs(r, 40, HEX) if r.random() < .5 else password(r).replace("'", "")
    return "sql", "en", ["INSERT INTO integrations (id, provider, api_secret, created_at) VALUES (41, 'hubspot', '", S(v),
                         "', now());"]


@cls("secret", "sql_result", 8)
def _(r):
    v = rs(r, 30, AN)
    return "sql", "en", [" id | name      | smtp_password      \n----+-----------+--------------------\n  3 | mailer-eu | ", S(v),
                         "\n(1 row)"]


@cls("secret", "csv_header", 8)
def _(r):
    v1, v2 = password(r).replace(",", ""), password(r).replace(",", "")
    return "csv", "en", ["login,display,pwd,role\n", user(r), ",Ops,", S(v1), ",admin\nreader2,Read only,", S(v2), ",viewer"]


@cls("secret", "netrc_pgpass", 10)
def _(r):
    v = password(r).replace(":", "")
    t = r.choice([
        ["cat ~/.netrc\nmachine git.corp.example login ", user(r), " password ", S(v), "\n"],
        ["~/.pgpass:\n", host(r), ":5432:*:", user(r), ":", S(v), "\n"],
    ])
    return "config", "en", t


@cls("secret", "url_userinfo", 10)
def _(r):
    v = rs(r, 16, AN)
    sch = r.choice(["postgresql", "mongodb+srv", "amqp", "redis", "mysql"])
    return "log", "en", ["connecting to ", sch, "://", user(r), ":", S(v), "@", host(r), "/main ... timeout after 30s"]


@cls("secret", "markdown_link_basic", 6)
def _(r):
    v = rs(r, 14, AN)
    return "doc", "en", ["Dashboard: [grafana](https://admin:", S(v), "@grafana.internal.example/d/abc) — see runbook"]


# =========================== secrets: vendor formats ===========================
def vendor(name, n, fn, lead=None):
    @cls("secret", name, n)
    def _(r):
        v = fn(r)
        src, pre, post = r.choice(lead or [
            ("ci", "::warning:: found in job env: ", ""),
            ("chat", "here's the token, expires friday: ", ""),
            ("config", "token = \"", "\""),
            ("log", ts(r) + " WARN using credential ", " from env"),
            ("email", "Hi,\n\nplease use the following key for the integration:\n\n    ", "\n\nThanks"),
        ])
        return src, "en", [pre, S(v), post]


vendor("tok_tailscale", 8, lambda r: "tskey-auth-" + rs(r, 12, AN) + "CNTRL-" + rs(r, 33, AN))
vendor("tok_grafana_cloud", 8, lambda r: "glc_" + rs(r, 60, AN + "+/") + "==")
vendor("tok_grafana_sa", 6, lambda r: "glsa_" + rs(r, 32, AN) + "_" + rs(r, 8, HEX))
vendor("tok_twilio_sk", 6, lambda r: "SK" + rs(r, 32, HEX))
vendor("tok_openai_proj", 8, lambda r: "sk-proj-" + rs(r, 74, B64U) + "T3BlbkFJ" + rs(r, 74, B64U))
vendor("tok_anthropic", 8, lambda r: "sk-ant-api03-" + rs(r, 93, B64U) + "AA")
vendor("tok_huggingface", 6, lambda r: "hf_" + rs(r, 34, A))
vendor("tok_npm", 6, lambda r: "npm_" + rs(r, 36, AN))
vendor("tok_pypi", 6, lambda r: "pypi-AgEIcHlwaS5vcmc" + rs(r, 70, B64U))
vendor("tok_shopify", 6, lambda r: r.choice(["shpat_", "shpss_", "shpca_"]) + rs(r, 32, HEX))
vendor("tok_digitalocean", 6, lambda r: "dop_v1_" + rs(r, 64, HEX))
vendor("tok_doppler", 6, lambda r: "dp.st.prd." + rs(r, 40, AN))
vendor("tok_databricks", 6, lambda r: "dapi" + rs(r, 32, HEX))
vendor("tok_linear", 6, lambda r: "lin_api_" + rs(r, 40, AN))
vendor("tok_postman", 6, lambda r: "PMAK-" + rs(r, 24, HEX) + "-" + rs(r, 34, HEX))
vendor("tok_newrelic", 6, lambda r: "NRAK-" + rs(r, 27, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"))
vendor("tok_vault", 6, lambda r: "hvs." + rs(r, 90, B64U))
vendor("tok_pulumi", 6, lambda r: "pul-" + rs(r, 40, HEX))
vendor("tok_figma", 6, lambda r: "figd_" + rs(r, 40, B64U))
vendor("tok_notion", 6, lambda r: "ntn_" + rs(r, 11, D) + rs(r, 35, AN))
vendor("tok_atlassian", 6, lambda r: "ATATT3xFfGF0" + rs(r, 170, B64U) + "=" + rs(r, 8, "0123456789ABCDEF"))
vendor("tok_age", 5, lambda r: "AGE-SECRET-KEY-1" + rs(r, 58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"))
vendor("tok_gitlab_runner", 5, lambda r: "glrt-" + rs(r, 20, B64U))
vendor("tok_github_fine", 6, lambda r: "github_pat_11" + rs(r, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") + "_" + rs(r, 59, AN))
vendor("tok_sendgrid", 6, lambda r: "SG." + rs(r, 22, B64U) + "." + rs(r, 43, B64U))
vendor("tok_google_api", 6, lambda r: "AIza" + rs(r, 35, B64U))
vendor("tok_telegram_bot", 6, lambda r: str(r.randrange(10 ** 8, 10 ** 10)) + ":AA" + rs(r, 33, B64U))
vendor("tok_square", 5, lambda r: "EAAA" + rs(r, 60, B64U))
vendor("tok_mailchimp", 5, lambda r: rs(r, 32, HEX) + "-us" + str(r.randrange(1, 21)))


@cls("secret", "tok_twilio_auth_cue", 8)
def _(r):
    sid = "AC" + rs(r, 32, HEX)
    v = rs(r, 32, HEX)
    return "config", "en", ["TWILIO_ACCOUNT_SID=", K(sid, "twilio_sid_keep"), "\nTWILIO_AUTH_TOKEN=", S(v), "\n"]


@cls("secret", "azure_client_secret", 8)
def _(r):
    v = rs(r, 3, AN) + "8Q~" + rs(r, 34, AN + "~._-")
    ten = "%s-%s-%s-%s-%s" % (rs(r, 8, HEX), rs(r, 4, HEX), rs(r, 4, HEX), rs(r, 4, HEX), rs(r, 12, HEX))
    return "chat", "en", ["app registration done. tenant ", K(ten, "uuid_keep"), ", secret value ", S(v),
                          " (expires in 6 months)"]


@cls("secret", "secp256k1_privkey", 6)
def _(r):
    v = rs(r, 64, HEX)
    t = r.choice([["wallet signer private key: 0x", S(v)], ["ETH_PRIVATE_KEY=", S(v)],
                  ["const signer = new Wallet(\"0x", S(v), "\", provider);"]])
    return "code", "en", t


@cls("secret", "aws_secret_pair", 8)
def _(r):
    ak = "AKIA" + rs(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    sk = rs(r, 40, AN + "/+")
    return "config", "en", ["[default]\naws_access_key_id = ", S(ak), "\naws_secret_access_key = ", S(sk), "\n"]


@cls("secret", "pem_private_key", 5)
def _(r):
    body = "\n".join(rs(r, 64, AN + "+/") for _ in range(4))
    return "chat", "en", ["can you check why this key is rejected?\n-----BEGIN OPENSSH PRIVATE KEY-----\n", S(body),
                          "\n-----END OPENSSH PRIVATE KEY-----"]


# =========================== PII ===========================
@cls("pii", "email_obfuscated", 12)
def _(r):
    f, l = person(r, r.choice(["en", "de", "nl", "sv"]))
    loc = (f[0] + "." + l).lower().replace("ö", "o").replace("ü", "u").replace("ä", "a")
    dom = r.choice(["northwind", "kestrel-labs", "fjordbank", "bluemesa"])
    v = r.choice(["%s at %s dot com", "%s [at] %s [dot] org", "%s(at)%s(dot)de", "%s AT %s DOT io"]) % (loc, dom)
    return "chat", "en", ["you can reach me at ", P(v), " if the form breaks again"]


@cls("pii", "email_plain", 8)
def _(r):
    f, l = person(r, r.choice(["fr", "it", "es"]))
    import unicodedata
    loc = unicodedata.normalize("NFKD", (f + "." + l).lower()).encode("ascii", "ignore").decode()
    v = loc + "@" + r.choice(["orange.fr", "libero.it", "telefonica.net", "gmx.net"])
    return "email", "en", ["Reply-To: ", P(v), "\nSubject: Re: refund for order 88213"]


@cls("pii", "mention_handle", 12)
def _(r):
    f, l = person(r)
    import unicodedata
    h = unicodedata.normalize("NFKD", r.choice([f.lower() + "." + l.lower(), f[0].lower() + l.lower(),
                                                 l.lower() + "_" + f.lower()[:3]])).encode("ascii", "ignore").decode()
    return "slack", "en", [r.choice(["cc ", "thanks ", "ping ", "assigning to "]), P("@" + h),
                           r.choice([" for the rollback", " — can you review?", ", see thread", ""])]


@cls("pii", "name_spelled", 12)
def _(r):
    f, l = person(r, r.choice(["en", "de", "nl", "pl", "fi"]))
    sp = r.choice(["-", " ", ". "]).join(l.upper())
    return "transcript", "en", ["Agent: could you spell your surname for me?\nCaller: sure, it's ", P(sp, "name_spelled"),
                                "\nAgent: thank you."]


@cls("pii", "name_chat_header", 12)
def _(r):
    f, l = person(r)
    return "teams", "en", ["[", "%02d:%02d" % (r.randrange(24), r.randrange(60)), "] ", P(l + ", " + f, "name_last_first"),
                           ": the invoice run finished with 3 warnings\n[", "%02d:%02d" % (r.randrange(24), r.randrange(60)),
                           "] Support Bot: acknowledged"]


@cls("pii", "name_signoff", 12)
def _(r):
    f, l = person(r)
    lang, t = r.choice([("en", ["Thanks for your patience,\n", P(f + " " + l, "name_signoff"), "\nCustomer Care"]),
                        ("de", ["Mit freundlichen Grüßen\n", P(f + " " + l, "name_signoff")]),
                        ("fr", ["Cordialement,\n", P(f + " " + l, "name_signoff"), " — service client"]),
                        ("es", ["Un saludo,\n", P(f + " " + l, "name_signoff")]),
                        ("nl", ["Met vriendelijke groet,\n", P(f + " " + l, "name_signoff")]),
                        ("pt", ["Atenciosamente,\n", P(f + " " + l, "name_signoff")])])
    return "email", lang, ["Your ticket has been closed.\n\n"] + t


@cls("pii", "name_table_row", 10)
def _(r):
    f, l = person(r)
    f2, l2 = person(r)
    return "doc", "en", ["| owner | service | on-call |\n|---|---|---|\n| ", P(f + " " + l, "name_table"),
                         " | billing-api | yes |\n| ", P(f2 + " " + l2, "name_table"), " | search | no |"]


@cls("pii", "name_prose", 12)
def _(r):
    f, l = person(r)
    lang, t = r.choice([("en", ["Spoke with ", P(f + " " + l, "name_prose"), " from accounts payable; she confirmed the PO."]),
                        ("de", ["Herr ", P(l, "name_prose"), " hat heute angerufen wegen der Mahnung."]),
                        ("es", ["La clienta ", P(f + " " + l, "name_prose"), " pide la devolución del pedido."]),
                        ("it", ["Il signor ", P(f + " " + l, "name_prose"), " ha chiesto un rimborso."]),
                        ("fr", ["Mme ", P(l, "name_prose"), " rappellera demain matin."])])
    return "note", lang, t


PH = [("DE", "de", "Ruf mich an unter "), ("GB", "en", "I'm in Manchester this week, mobile is "),
      ("FR", "fr", "Mon portable : "), ("ES", "es", "Llámame al móvil "), ("PT", "pt", "O meu telemóvel é "),
      ("IT", "it", "Il mio cellulare è "), ("NL", "nl", "Bel me op "), ("PL", "pl", "Mój numer komórki: "),
      ("BR", "pt", "Meu celular (São Paulo): "), ("AU", "en", "I'm based in Melbourne, mobile "),
      ("JP", "ja", "携帯番号は "), ("SE", "sv", "Ring mig på "), ("AT", "de", "Aus Wien erreichbar unter "),
      ("CH", "de", "In Zürich unter "), ("IE", "en", "Dublin office, my mobile is "), ("MX", "es", "Desde CDMX, mi número: "),
      ("TR", "tr", "Cep telefonum: "), ("US", "en", "US number, call after 5pm: ")]


@cls("pii", "phone_national", 36)
def _(r):
    cc, lang, cue = r.choice(PH)
    return "chat", lang, [cue, P(phone(r, cc), "phone_national", cc)]


@cls("pii", "card_number", 14)
def _(r):
    c = card(r)
    t = r.choice([["card on file: ", P(c)], ["Kartennummer ", P(c), ", gültig bis 08/29"],
                  ["el número de la tarjeta es ", P(c)], ["charged ", P(c), " twice?? see attached statement"]])
    return "chat", "en", t


@cls("pii", "iban", 10)
def _(r):
    v = iban(r)
    return "email", "en", [r.choice(["Bankverbindung: IBAN ", "Please refund to ", "IBAN du bénéficiaire : "]), P(v)]


DOBCUE = [("de", "Geburtsdatum: ", "dmy."), ("de", "geb. am ", "de_long"), ("es", "Fecha de nacimiento: ", "dmy/"),
          ("es", "nací el ", "es_long"), ("fr", "Date de naissance : ", "dmy/"), ("fr", "né le ", "fr_long"),
          ("pt", "Data de nascimento: ", "dmy/"), ("it", "Data di nascita: ", "dmy/"), ("nl", "Geboortedatum: ", "dmy."),
          ("pl", "Data urodzenia: ", "dmy."), ("sv", "Födelsedatum: ", "iso"), ("ja", "生年月日：", "jp"),
          ("tr", "Doğum tarihi: ", "dmy."), ("fi", "Syntymäaika: ", "dmy."), ("en", "born on ", "long_en"),
          ("en", "DOB ", "mdy"), ("cs", "Datum narození: ", "dmy."), ("ru", "Дата рождения: ", "dmy.")]


@cls("pii", "dob_cue_lang", 22)
def _(r):
    lang, cue, st = r.choice(DOBCUE)
    return "form", lang, [cue, P(dob(r, st), "dob")]


@cls("pii", "dob_table_header", 10)
def _(r):
    f, l = person(r)
    hdr = r.choice(["birth_date", "dob", "Geburtsdatum", "fecha_nac", "date_of_birth"])
    d = dob(r, "iso")
    t = r.choice([["member_id,", hdr, ",plan\n40112,", P(d, "dob"), ",gold\n"],
                  [" member_id | ", hdr, " | plan\n-----------+------------+------\n     40112 | ", P(d, "dob"), " | gold"]])
    return "sql", "en", t


@cls("pii", "dob_prev_line", 10)
def _(r):
    d = dob(r, r.choice(["dmy/", "long_en", "mdy"]))
    lang, t = r.choice([("en", ["Agent: And your date of birth?\nCaller: ", P(d, "dob"), "\nAgent: Thanks."]),
                        ("de", ["Mitarbeiter: Und Ihr Geburtsdatum?\nKunde: ", P(d, "dob")]),
                        ("es", ["Operadora: ¿Su fecha de nacimiento?\nCliente: ", P(d, "dob")])])
    return "transcript", lang, t


@cls("pii", "ssn_us", 8)
def _(r):
    v = us_ssn(r)
    t = r.choice([["my social is ", P(v.replace("-", "")), " if you need it for the form"],
                  ["SSN: ", P(v)], ["last year's W-2 shows ", P(v), " as the SSN, is that right?"]])
    return "chat", "en", t


NID = [("id_es_dni", "es", "DNI ", es_dni), ("id_es_nie", "es", "NIE: ", es_nie), ("id_pl_pesel", "pl", "PESEL: ", pl_pesel),
       ("id_br_cpf", "pt", "CPF ", br_cpf), ("id_fr_nir", "fr", "n° de sécurité sociale : ", fr_nir),
       ("id_nl_bsn", "nl", "BSN: ", nl_bsn), ("id_se_pnr", "sv", "personnummer ", se_pnr),
       ("id_fi_hetu", "fi", "henkilötunnus ", fi_hetu), ("id_pt_nif", "pt", "NIF ", pt_nif),
       ("id_cn_ric", "zh", "身份证号：", cn_ric), ("id_no_fnr", "no", "fødselsnummer ", no_fnr),
       ("id_be_nn", "nl", "rijksregisternummer ", be_nn), ("id_tr_tckn", "tr", "TC kimlik no: ", tr_tckn),
       ("id_in_aadhaar", "en", "Aadhaar: ", aadhaar)]
for _name, _lang, _cue, _fn in NID:
    def _mk(name=_name, lang=_lang, cue=_cue, fn=_fn):
        @cls("pii", name, 7)
        def _(r):
            v = fn(r)
            wrap = r.choice([["", cue, P(v), ""], ["Cliente verificado — ", cue, P(v), " (conferido)"],
                             ["kyc_check: ", cue.strip(), "=", P(v), " status=ok"]])
            return "form", lang, wrap
    _mk()


@cls("pii", "passport_cue", 14)
def _(r):
    cc, lang, cue = r.choice([("DE", "de", "Reisepassnummer: "), ("FR", "fr", "N° de passeport : "), ("GB", "en", "passport no. "),
                              ("IT", "it", "numero di passaporto "), ("ES", "es", "pasaporte nº "), ("US", "en", "Passport #"),
                              ("IN", "en", "passport number "), ("PL", "pl", "numer paszportu ")])
    return "form", lang, [cue, P(passport_no(r, cc), "passport")]


@cls("pii", "passport_mrz", 6)
def _(r):
    f, l = person(r, "de")
    import unicodedata
    L = unicodedata.normalize("NFKD", l.upper()).encode("ascii", "ignore").decode()
    F = unicodedata.normalize("NFKD", f.upper()).encode("ascii", "ignore").decode()
    doc = passport_no(r, "DE")
    l1 = ("P<D<<" + L + "<<" + F).ljust(44, "<")
    bd = "%02d%02d%02d" % (r.randrange(50, 99), r.randrange(1, 13), r.randrange(1, 28))
    ex = "%02d%02d%02d" % (r.randrange(27, 35), r.randrange(1, 13), r.randrange(1, 28))
    l2 = doc + mrz_check(doc) + "D<<" + bd + mrz_check(bd) + "F" + ex + mrz_check(ex)
    l2 = l2.ljust(42, "<") + "<4"
    return "ocr", "de", ["OCR result:\n", P(l1, "passport_mrz"), "\n", P(l2, "passport_mrz")]


@cls("pii", "address_street", 24)
def _(r):
    cc = r.choice(["GB", "DE", "FR", "ES", "NL", "IT", "PL", "US", "PT", "BR"])
    a = address(r, cc)
    cue = {"GB": "please send the replacement to ", "DE": "Lieferadresse: ", "FR": "Adresse de livraison : ",
           "ES": "Envíalo a ", "NL": "Ons nieuwe adres is ", "IT": "Indirizzo: ", "PL": "Adres do wysyłki: ",
           "US": "ship to ", "PT": "Morada: ", "BR": "Endereço de entrega: "}[cc]
    return "chat", cc.lower(), [cue, P(a, "address_" + cc.lower())]


@cls("pii", "ip_client", 6)
def _(r):
    ip = "%d.%d.%d.%d" % (r.choice([81, 92, 178, 203]), r.randrange(256), r.randrange(256), r.randrange(1, 255))
    return "log", "en", ["login ok user=", user(r), " from ", P(ip), " ua=Firefox/133"]


# =========================== keep ===========================
@cls("keep", "api_object_id", 22)
def _(r):
    v = r.choice(["chatcmpl-" + rs(r, 29, AN), "msg_01" + rs(r, 22, AN), "run_" + rs(r, 24, AN), "req_" + rs(r, 24, AN),
                  "resp_" + rs(r, 48, HEX), "thread_" + rs(r, 24, AN), "asst_" + rs(r, 24, AN), "file-" + rs(r, 22, AN),
                  "batch_" + rs(r, 32, HEX), "evt_" + rs(r, 24, AN), "pi_" + rs(r, 24, AN), "toolu_01" + rs(r, 22, AN)])
    t = r.choice([["retrying after 529, request id ", K(v)], ["logged response ", K(v), " in 1.8s (stop_reason=end_turn)"],
                  ['{"id": "', K(v), '", "object": "event", "status": "completed"}']])
    return "log", "en", t


@cls("keep", "product_name", 20)
def _(r):
    v = r.choice(["Otto", "Luigi", "Jarvis", "Watson", "Alexa", "Cortana", "Siri", "Bard", "Copilot", "Jenkins", "Ansible",
                  "Celery", "Kafka", "Grafana", "Hermes", "Sentry", "Dagster", "Zola", "Hugo", "Airflow"])
    t = r.choice([["asked ", K(v), " to summarise the runbook but it timed out"], [K(v), " restarted the pipeline at 02:00"],
                  ["we migrated from ", K(v), " last quarter"], ["the ", K(v), " integration keeps dropping events"]])
    return "chat", "en", t


@cls("keep", "version_4part", 14)
def _(r):
    v = "%d.%d.%d.%d" % (r.randrange(1, 20), r.randrange(0, 30), r.randrange(0, 400), r.randrange(0, 9999))
    t = r.choice([["Installed driver ", K(v), " and the crash is gone"], ["Chrome/", K(v), " Safari/537.36"],
                  ["FileVersion: ", K(v)], ["upgrade to build ", K(v), " before Friday"]])
    return "log", "en", t


@cls("keep", "http_status", 12)
def _(r):
    v = r.choice(["502 Bad Gateway", "503 Service Unavailable", "504 Gateway Timeout", "429 Too Many Requests",
                  "404 Not Found", "418 I'm a teapot", "301 Moved Permanently"])
    return "log", "en", ["upstream returned ", K(v), " after 30012ms (nginx)"]


@cls("keep", "k8s_quantity", 12)
def _(r):
    v = r.choice(["256Mi", "512Mi", "2Gi", "500m", "1500m", "10Gi", "128Ki", "4Ti"])
    v2 = r.choice(["100m", "250m", "1Gi", "64Mi"])
    return "config", "en", ["resources:\n  limits:\n    memory: ", K(v), "\n  requests:\n    cpu: ", K(v2), "\n"]


@cls("keep", "hash_with_cue", 14)
def _(r):
    t = r.choice([["integrity: sha512-", K(rs(r, 86, AN + "+/") + "==")], ["digest: sha256:", K(rs(r, 64, HEX))],
                  ["commit ", K(rs(r, 40, HEX)), "\nAuthor: ci-bot"], ["md5sum: ", K(rs(r, 32, HEX)), "  release.tar.gz"],
                  ["image@sha256:", K(rs(r, 64, HEX))]])
    return "ci", "en", t


@cls("keep", "ssh_fingerprint", 10)
def _(r):
    t = r.choice([["ED25519 key fingerprint is SHA256:", K(rs(r, 43, AN + "+/")), "."],
                  ["The RSA host key fingerprint is ", K(":".join(rs(r, 2, HEX) for _ in range(16))), "."]])
    return "shell", "en", t


@cls("keep", "error_name", 14)
def _(r):
    v = r.choice(["OOMKilled", "CrashLoopBackOff", "ImagePullBackOff", "ECONNRESET", "ETIMEDOUT", "NullPointerException",
                  "KeyError", "DeadlineExceeded", "SIGSEGV", "ConcurrentModificationException", "EADDRINUSE"])
    return "ci", "en", ["pod worker-7 terminated: ", K(v), " (exit code 137)"]


@cls("keep", "vendor_example_key", 10)
def _(r):
    v = r.choice(["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AKIAI44QH8DHBEXAMPLE",
                  "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"])
    return "doc", "en", ["The docs use ", K(v), " as a placeholder; replace it with your own."]


@cls("keep", "uuid_plain", 8)
def _(r):
    v = "%s-%s-4%s-%s-%s" % (rs(r, 8, HEX), rs(r, 4, HEX), rs(r, 3, HEX), rs(r, 4, HEX), rs(r, 12, HEX))
    return "log", "en", ["trace_id=", K(v), " span=checkout.submit duration_ms=412"]


@cls("keep", "release_date", 8)
def _(r):
    v = dob(r, "iso").replace("19", "20", 1)
    return "doc", "en", ["## Changelog\n\nReleased ", K(v), ": fixed pagination in the export API."]


@cls("keep", "semver_pkg", 8)
def _(r):
    v = "%d.%d.%d" % (r.randrange(0, 9), r.randrange(0, 40), r.randrange(0, 30))
    return "shell", "en", ["Successfully installed urllib3-", K(v), " requests-2.32.3"]


CLEAN = [
    "Deploy of billing-api finished at 14:02, p95 latency back under 300ms.",
    "Can someone review the PR that renames the export job? No rush.",
    "Heute Nachmittag ist die Wartung des Clusters geplant, bitte keine Deployments.",
    "La réunion de revue est déplacée à jeudi 10h.",
    "El informe mensual ya está en la carpeta compartida.",
    "Reminder: the office is closed on Monday for the holiday.",
    "[build] 142 tests passed, 0 failed, 3 skipped in 48.2s",
    "SELECT count(*) FROM orders WHERE status = 'shipped';\n count \n-------\n  8812\n(1 row)",
    "resources:\n  limits:\n    cpu: 2\n  requests:\n    cpu: 1",
    "Vou ver isso amanhã de manhã, hoje não dá.",
    "Il backup notturno è terminato senza errori.",
    "We should move the retry logic into the client, the server shouldn't care.",
    "ok sounds good, ship it",
    "kubectl rollout status deploy/search -n prod\ndeployment \"search\" successfully rolled out",
    "git log --oneline -3\nfix: handle empty cart\nchore: bump deps\nfeat: add CSV export",
    "De nieuwe versie van de app staat in de store.",
    "Spotkanie przeniesione na piątek o 9:00.",
    "Tack för hjälpen igår, allt fungerar nu.",
    "明日の会議は15時からです。",
    "The password policy now requires 14 characters minimum and no reuse of the last 5.",
    "To reset your password, click 'Forgot password' on the sign-in page.",
    "Token expired; the client will refresh it automatically on the next request.",
    "Set LOG_LEVEL=debug and rerun the job, then attach the output.",
    "Please don't share credentials in this channel, use the vault instead.",
    "Total: 3 items, 42.50 EUR incl. VAT",
    "Error 500 on /health resolved after restarting the sidecar.",
    "Meeting notes: agreed to deprecate v1 endpoints by Q3.",
    "curl -s https://status.example.com/api/v2/summary.json | jq .status",
    "Bitte das Ticket schließen, wenn der Kunde sich nicht mehr meldet.",
    "Nos vemos en la demo del viernes.",
    "the cron runs every 15 minutes, see crontab -l",
    "Migration 0042_add_index applied in 3.1s",
    "Disk usage on /var at 71%, no action needed yet.",
    "Merci pour le retour rapide !",
    "Weekly sync moved to Wednesday because of the offsite.",
]


def render(segs, default_cls):
    text, spans = "", []
    for s in segs:
        if isinstance(s, tuple):
            kind, c, v, reg = s
            sp = {"start": len(text), "end": len(text) + len(v), "kind": kind, "class": c or default_cls, "value": v}
            if reg:
                sp["region"] = reg
            spans.append(sp)
            text += v
        else:
            text += s
    return text, spans


def probe_ok(text, spans):
    mask = [False] * len(text)
    for sp in spans:
        for i in range(sp["start"], sp["end"]):
            mask[i] = True
    outside = "".join("\x00" if m else ch for ch, m in zip(text, mask))
    for sp in spans:
        v = sp["value"]
        if sp["kind"] == "secret":
            grams = [v] if len(v) < 6 else [v[i:i + 6] for i in range(len(v) - 5)]
            if any(g in outside for g in grams):
                # a repeated secret (same value twice) is fine
                if text.count(v) > 1 and sp["class"] == "pw_session_repeat":
                    continue
                return False
        elif sp["kind"] == "pii":
            if v in outside:
                return False
            if sp["class"].startswith("name"):
                for tok in re.findall(r"\w+", v):
                    if len(tok) >= 3 and re.search(r"(?<!\w)" + re.escape(tok) + r"(?!\w)", outside):
                        return False
    return True


WRAP_PRE = ["", "", "", "[#ops-eu] ", "Fwd: ", "ticket SUP-%d\n", "%s INFO ", "--- transcript excerpt ---\n"]
WRAP_POST = ["", "", "", "\n\nSent from my phone", "\n(attachment: screenshot.png)", "\n-- end --"]


def main(out):
    r = random.Random(SEED)
    rows = []
    for kind, name, n, f in CLASSES:
        made = 0
        tries = 0
        while made < n and tries < n * 30:
            tries += 1
            src, lang, segs = f(r)
            pre = r.choice(WRAP_PRE)
            if "%d" in pre:
                pre = pre % r.randrange(1000, 99999)
            elif "%s" in pre:
                pre = pre % ts(r)
            post = r.choice(WRAP_POST)
            text, spans = render([pre] + segs + [post], name)
            if not probe_ok(text, spans):
                continue
            rows.append({"source": src, "lang": lang, "text": text, "spans": spans, "clean": False})
            made += 1
    nclean = 0
    target = int(len(rows) * 0.165)
    while nclean < target:
        t = r.choice(CLEAN)
        if r.random() < 0.5:
            t = r.choice(["", "[#general] ", ts(r) + " INFO ", "Re: "]) + t + r.choice(["", "", "\nthx", " 👍"])
        rows.append({"source": "clean", "lang": "en", "text": t, "spans": [], "clean": True})
        nclean += 1
    r.shuffle(rows)
    with open(out, "w", encoding="utf-8") as fh:
        for i, row in enumerate(rows):
            row = {"id": "j%05d" % i, **row}
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote %d rows (%d clean) to %s" % (len(rows), nclean, out))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "corpus_j.jsonl")
