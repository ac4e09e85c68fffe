"""Names of software, devices and car makes: facts memory needs, never people or passwords.

"try Chrome121", "we moved to PostgreSQL15", a ``| Name | Version |`` table listing
Django, "Samochód klienta: Skoda Octavia": each is a product and its version or model. A
capitalised word is a person and a word glued to digits a password only when it is not
one of these. The lists hold names better known as products than as people; makes that
are common given names or surnames (Ford, Lincoln, Morgan, Mercedes) are left out.
"""

from __future__ import annotations

import re

from memory_core.pii.keep import words
from memory_core.pii.namewords import _lists

SOFTWARE = words(
    # browsers, operating systems, devices
    "chrome chromium firefox safari edge opera brave vivaldi windows win macos osx ios ipados "
    "android ubuntu debian fedora centos rhel rocky alma alpine arch manjaro mint suse "
    "opensuse freebsd openbsd netbsd solaris aix iphone ipad pixel galaxy xperia thinkpad "
    "macbook imac xbox playstation ps switch kindle surface chromebook watchos tvos wear "
    # databases, queues, servers
    "postgresql postgres mysql mariadb sqlite oracle mssql sqlserver mongodb mongo redis "
    "valkey memcached cassandra scylla couchdb couchbase dynamodb elasticsearch opensearch "
    "solr kafka rabbitmq activemq nats pulsar zookeeper etcd consul vault nomad nginx "
    "apache httpd tomcat jetty iis caddy traefik envoy haproxy varnish squid clickhouse "
    "snowflake bigquery redshift neo4j influxdb timescaledb prometheus grafana kibana "
    "logstash jaeger zipkin sentry keycloak minio ceph gluster openldap samba bind unbound "
    # languages, runtimes, frameworks, tools
    "python java javascript typescript node nodejs deno bun php perl ruby rust golang go "
    "kotlin scala swift dart flutter elixir erlang haskell lua julia matlab fortran cobol "
    "dotnet net csharp cpp gcc clang llvm jdk jre openjdk graalvm django flask fastapi "
    "rails laravel symfony spring springboot express nextjs nuxt react angular vue svelte "
    "ember jquery bootstrap tailwind webpack vite rollup babel eslint jest pytest junit "
    "gradle maven ant sbt cmake make bazel npm yarn pnpm pip conda poetry cargo docker "
    "podman kubernetes k8s k3s helm terraform ansible puppet chef salt jenkins gitlab "
    "github bitbucket jira confluence xcode vscode intellij pycharm eclipse netbeans vim "
    "emacs qt gtk electron unity unreal godot blender photoshop illustrator lightroom "
    "office excel word outlook powerpoint onenote teams sharepoint onedrive exchange "
    "zoom slack webex skype discord telegram whatsapp signal thunderbird libreoffice "
    "openoffice acrobat autocad solidworks sap salesforce dynamics tableau powerbi "
    "openssl openssh wireguard openvpn curl wget git svn mercurial bash zsh powershell "
    "tensorflow pytorch keras numpy pandas scipy sklearn spark hadoop hive flink airflow "
    "cuda rocm opencv llama gpt claude gemini mistral qwen phi whisper ollama vllm"
)
CAR_MAKES = words(
    "skoda škoda toyota volkswagen vw audi bmw opel vauxhall renault peugeot citroen "
    "citroën fiat alfa lancia seat cupra dacia kia hyundai honda nissan mazda mitsubishi "
    "subaru suzuki lexus infiniti acura volvo saab tesla porsche ferrari lamborghini "
    "maserati bentley rolls jaguar land rover mini chevrolet chevy chrysler jeep cadillac "
    "buick gmc ram lada byd geely chery nio xpeng polestar genesis ssangyong isuzu daihatsu "
    "proton perodua iveco scania daf"
)
# A make that is a common word or name elsewhere is a car only before a model-like word.
_AMBIGUOUS_MAKES = words("seat land ram mini genesis alfa rover")
# The letters of a product glued to its major version: "PostgreSQL15", "Chrome121", "iOS17".
_PRODUCT_VERSION = re.compile(r"(?P<p>[A-Za-z]{2,20})[-_]?v?(?P<v>\d{1,4}(?:[.x]\d{1,4})*)")


def product_version(tok: str) -> bool:
    """Is ``tok`` a listed software name glued to a version number ("Windows11")?"""
    m = _PRODUCT_VERSION.fullmatch(tok)
    return m is not None and m.group("p").lower() in SOFTWARE


def is_software(word: str) -> bool:
    """Is ``word`` (any case) a listed software or device name?"""
    return word.strip(".,:;!?()[]\"'").lower() in SOFTWARE


def car_model(value: str) -> bool:
    """Is ``value`` a car make and model ("Skoda Octavia", "Toyota Corolla Hybrid")?"""
    toks = value.split()
    if len(toks) < 2:
        return False
    make = toks[0].strip(".,:;").lower()
    if make not in CAR_MAKES:
        return False
    # "Suzuki Kenji": a make that is a surname, before a listed name, is a person
    lists = _lists()
    if make in lists.any or toks[-1].strip(".,:;").lower() in lists.rare_surnames:
        return False  # "Suzuki Kenji", "Mazda Tanaka": a surname in it, a person
    return make not in _AMBIGUOUS_MAKES or toks[1][:1].isupper()
